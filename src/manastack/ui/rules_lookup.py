"""Reading the Comprehensive Rules from a client: ``rule 704.5g`` in the line client and
``manastack rules 704.5g`` print a rule with the rules under it; words instead of a number
("rule legend rule") print the glossary's entry for them and the rules containing them all.
The rules are the English text (``comprehensive_rules``); in Japanese the headings are
Japanese."""

from __future__ import annotations

from manastack.comprehensive_rules import (
    EFFECTIVE,
    EFFECTIVE_JA,
    MAX_RULES,
    glossary_entry,
    rule,
    search,
    with_subrules,
)

_WORDS = {
    "en": {"source": "Comprehensive Rules (effective {date})",
           "more": "… {n} more rules under {number}: ask for one of them",
           "glossary": "Glossary: {term}", "found": "Rules containing {words}:",
           "none": "No rule contains {words}."},
    "ja": {"source": "総合ルール（英語、{date}発効）",
           "more": "… {number}の下にあと{n}個のルールがあります。番号を指定してください",
           "glossary": "用語集：{term}", "found": "{words}を含むルール：",
           "none": "{words}を含むルールはありません。"},
}


def lookup(query: str, lang: str = "en") -> str:
    """What ``rule QUERY`` prints. Raises ``comprehensive_rules.UnknownRuleError`` (its
    message names the problem) for a number the rules don't have."""
    words = _WORDS.get(lang, _WORDS["en"])
    q = query.strip()
    head = words["source"].format(date=EFFECTIVE_JA if lang == "ja" else EFFECTIVE)
    if q[:1].isdigit() or q.upper().startswith("CR"):
        found = with_subrules(rule(q).number)
        lines = [r.text for r in found[:MAX_RULES]]
        if len(found) > MAX_RULES:
            lines.append(words["more"].format(n=len(found) - MAX_RULES, number=found[0].number))
        return "\n".join([head, *lines])
    out = [head]
    entry = glossary_entry(q)
    if entry is not None:
        out += [words["glossary"].format(term=q), entry]
    found = search(q)
    if found:
        out.append(words["found"].format(words=f"“{q}”"))
        out += [f"  {r.text.splitlines()[0][:160]}" for r in found]
    elif entry is None:
        out.append(words["none"].format(words=f"“{q}”"))
    return "\n".join(out)
