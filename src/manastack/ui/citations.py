"""A log line cites the rule that made it happen (``log_rules``): "Glory Seeker → graveyard
(CR 704.5g)", in Japanese 「（総合ルール 704.5g）」; the line client's ``rule 704.5g`` then
shows the rule (``comprehensive_rules``)."""

from __future__ import annotations

from typing import Any

_CITATION = {"en": " (CR {rule})", "ja": "（総合ルール {rule}）"}


def cited(line: str, ev: dict[str, Any], lang: str) -> str:
    """``line`` (log entry ``ev`` in ``lang``) with the rule behind the entry, if any."""
    rule = ev.get("rule")
    return line if not rule else line + _CITATION.get(lang, _CITATION["en"]).format(rule=rule)
