"""The words of a text-changing effect (CR 612): a creature-type word replaced in English text
and keyword parameters (CR 612.1), with the plural of the new word and the article that agrees
with it, the object's own name left alone (CR 612.2), and in Japanese text with the official
words (or no Japanese when a word has none)."""

from __future__ import annotations

from manastack.rules.text_change import (
    creature_type_named,
    plural,
    rewrite,
    rewrite_words,
    rewrite_words_ja,
)


def test_the_plurals_of_creature_types_follow_english_spelling() -> None:
    """CR 612.1: "Protection from Goblins" becomes "from Elves", never "Elfs": the plural of
    each creature type as the Oracle text writes it, and each plural names its type."""
    expected = {"Goblin": "Goblins", "Elf": "Elves", "Fox": "Foxes", "Walrus": "Walruses",
                "Leech": "Leeches", "Starfish": "Starfishes", "Ally": "Allies",
                "Harpy": "Harpies", "Monkey": "Monkeys", "Toy": "Toys", "Merfolk": "Merfolk",
                "Sliver": "Slivers"}
    assert {t: plural(t) for t in expected} == expected
    for t, p in expected.items():
        assert creature_type_named(p.lower()) == t
        assert creature_type_named(t.upper()) == t
    assert creature_type_named("Wizards") == "Wizard"
    assert creature_type_named("Kings") is None


def test_the_irregular_plurals_are_the_oracle_texts() -> None:
    """CR 612.1: the creature types whose plural the Oracle text writes irregularly, each read
    back as its type."""
    irregular = {
        "Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Werewolf": "Werewolves",
        "Ox": "Oxen", "Mouse": "Mice", "Homunculus": "Homunculi", "Fungus": "Fungi",
        "Pegasus": "Pegasi", "Cyclops": "Cyclopes", "Thalakos": "Thalakoi",
        "Octopus": "Octopuses", "Fish": "Fish", "Jellyfish": "Jellyfish", "Sheep": "Sheep",
        "Elk": "Elk", "Djinn": "Djinn", "Samurai": "Samurai", "Ninja": "Ninja", "Kor": "Kor",
        "Moonfolk": "Moonfolk", "Kithkin": "Kithkin", "Merfolk": "Merfolk",
        "Aurochs": "Aurochs", "Astartes": "Astartes", "Vedalken": "Vedalken",
        "Surrakar": "Surrakar", "Dauthi": "Dauthi", "Kavu": "Kavu", "Treefolk": "Treefolk",
        "Sliver": "Slivers"}
    assert {t: plural(t) for t in irregular} == irregular
    for t, p in irregular.items():
        assert creature_type_named(p) == t


def test_english_text_takes_the_new_word_its_plural_and_article() -> None:
    """CR 612.1: each instance of the old word, singular or plural, is replaced; "a" and "an"
    agree with the new word, keeping their capital; other words are untouched."""
    assert rewrite_words("Whenever a Goblin or an Elf enters, Goblins get +1/+0.",
                         "Goblin", "Elf") == "Whenever an Elf or an Elf enters, Elves get +1/+0."
    assert rewrite_words("An Elf attacks. A Wall blocks.", "Elf", "Goblin") == \
        "A Goblin attacks. A Wall blocks."
    assert rewrite_words("A Goblin attacks.", "Goblin", "Elf") == "An Elf attacks."
    assert rewrite_words("An Elf attacks.", "Elf", "Unicorn") == "A Unicorn attacks."
    assert rewrite_words("Goblinoid Goblins", "Goblin", "Elf") == "Goblinoid Elves"
    assert rewrite_words("Draw a card.", "Goblin", "Elf") == "Draw a card."


def test_a_type_whose_plural_is_the_same_word_is_read_singular_or_plural() -> None:
    """CR 612.1: "Merfolk" is both singular and plural: it takes the new word's singular after
    an article or "target", "another", "each", "each other", "that", and before a noun it
    modifies ("Merfolk creature token", "Merfolk spells"); otherwise its plural."""
    def elf(text: str) -> str:
        return rewrite_words(text, "Merfolk", "Elf")
    assert elf("Create a 1/1 blue Merfolk creature token.") == \
        "Create a 1/1 blue Elf creature token."
    assert elf("A Merfolk attacks.") == "An Elf attacks."
    assert elf("Target Merfolk gets +1/+1; another Merfolk, that Merfolk.") == \
        "Target Elf gets +1/+1; another Elf, that Elf."
    assert elf("Each Merfolk you control and each other Merfolk.") == \
        "Each Elf you control and each other Elf."
    assert elf("Other Merfolk you control get +1/+1.") == "Other Elves you control get +1/+1."
    assert elf("Merfolk you control get +1/+1. All Merfolk") == \
        "Elves you control get +1/+1. All Elves"
    assert elf("Merfolk spells, Merfolk cards. Merfolk token. Merfolk permanents") == \
        "Elf spells, Elf cards. Elf token. Elf permanents"
    assert elf("Two Merfolk creatures and two Merfolk tokens.") == \
        "Two Elf creatures and two Elf tokens."
    assert rewrite_words("Other Zombies and a Zombie", "Zombie", "Merfolk") == \
        "Other Merfolk and a Merfolk"


def test_the_objects_own_name_is_not_changed() -> None:
    """CR 612.2: the name of the object is kept, in English and in Japanese, while the
    creature-type words around it are changed."""
    assert rewrite_words("Goblin King: other Goblins get +1/+1.", "Goblin", "Elf",
                         keep="Goblin King") == "Goblin King: other Elves get +1/+1."
    assert rewrite_words("A Goblin.", "Goblin", "Elf", keep="Goblin King") == "An Elf."
    assert rewrite_words_ja("ゴブリンの王：ゴブリン", "Goblin", "Elf", keep="ゴブリンの王") == \
        "ゴブリンの王：エルフ"
    assert rewrite_words_ja("ゴブリン", "Goblin", "Elf") == "エルフ"
    assert rewrite_words_ja("アドバイザー", "Advisor", "Angel") == "天使"


def test_a_japanese_word_inside_another_creature_types_word_is_kept() -> None:
    """CR 612.2: Japanese is written without spaces, and the word for Wolf (狼) is part of the
    word for Werewolf (狼男), the word for Warrior (戦士) of Shapeshifter's (多相の戦士): only
    the word of the type changed is replaced, the other type's word is left whole."""
    text = "狼や狼男をコントロールしているなら"
    assert rewrite_words_ja(text, "Wolf", "Elf") == "エルフや狼男をコントロールしているなら"
    assert rewrite_words_ja(text, "Werewolf", "Elf") == "狼やエルフをコントロールしているなら"
    assert rewrite_words_ja("狼男", "Wolf", "Elf") == "狼男"
    assert rewrite_words_ja("多相の戦士と戦士", "Warrior", "Elf") == "多相の戦士とエルフ"


def test_japanese_text_needs_the_japanese_of_both_words() -> None:
    """Without an official Japanese word for the old or the new type, no Japanese text is made
    (the English one is shown instead)."""
    assert rewrite_words_ja("ゴブリン", "Goblin", "Custodes") is None
    assert rewrite_words_ja("ゴブリン", "Custodes", "Goblin") is None


def test_only_creature_type_words_are_rewritten_in_records() -> None:
    """CR 612.1, 612.2: in an ability's record a type word is replaced wherever it stands for
    the type; names and the words of the effect itself are never changed, a prompt (the
    ability's words put as a question) is rewritten as text, and a keyword's parameter keeps
    its case and number ("goblins" becomes "elves")."""
    from manastack.dsl.abilities import Keyword

    kw = Keyword("Protection", param="goblins", text="Protection from Goblins")
    new = rewrite(kw, "Goblin", "Elf")
    assert (new.name, new.param, new.text) == ("Protection", "elves", "Protection from Elves")
    assert rewrite(Keyword("Protection", param="Goblin"), "Goblin", "Elf").param == "Elf"
    assert rewrite(("Goblin", "Wall"), "Goblin", "Elf") == ("Elf", "Wall")
    same = ("Wall", "Human")
    assert rewrite(same, "Goblin", "Elf") is same
    assert rewrite(kw, "Wall", "Elf") is kw
    for field in ("name", "var", "result_var", "old_var", "new_var", "differ_from",
                  "event", "op", "duration", "kind", "custom_layer", "rule"):
        assert rewrite("Goblin", "Goblin", "Elf", field=field) == "Goblin"
    for field in ("text", "label", "prompt"):
        assert rewrite("a Goblin", "Goblin", "Elf", field=field) == "an Elf"
    assert rewrite("a Goblin", "Goblin", "Elf", field="subtype") == "a Goblin"
    assert rewrite("Goblin", "Goblin", "Elf", field="subtype") == "Elf"
    assert rewrite(3, "Goblin", "Elf") == 3


def test_text_changes_are_values_compared_by_their_words() -> None:
    """Two text-changing modifications are equal (and hash alike) exactly when they replace
    the same word with the same word, so that equal states compare equal (a clone of a game
    with a text change, CR 612)."""
    from manastack.rules.text_change import CreatureTypeTextChange as Change

    assert Change("Goblin", "Elf") == Change("Goblin", "Elf")
    assert hash(Change("Goblin", "Elf")) == hash(Change("Goblin", "Elf"))
    assert Change("Goblin", "Elf") != Change("Elf", "Goblin")
    assert Change("Goblin", "Elf") != Change("Goblin", "Wall")
    assert Change("Goblin", "Elf") != ("Goblin", "Elf")
    assert hash(Change("Goblin", "Elf")) != hash(("Goblin", "Elf"))
    assert repr(Change("Goblin", "Elf")) == "TextChange(Goblin->Elf)"


def test_a_face_down_permanent_has_no_rules_text_and_only_two_languages_are_known() -> None:
    """CR 708.2a: a face-down permanent has no text, in any language; the rules text is given
    in English or Japanese only."""
    import pytest

    from manastack.rules.text_change import rules_text
    from manastack.scenario import Scenario
    from manastack.testing import Driver

    s = Scenario(seed=1)
    s.battlefield(0, "Exalted Angel", face_down=True)
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    assert rules_text(d.state, angel) == "" and rules_text(d.state, angel, "ja") == ""
    assert rules_text(d.state, d.find("Glory Seeker")) == ""  # no rules text printed
    with pytest.raises(ValueError, match=r"^unsupported language 'fr'; supported: en, ja$"):
        rules_text(d.state, angel, "fr")


def test_the_rules_text_of_a_pumped_creature_is_its_printed_text() -> None:
    """CR 612: only text-changing effects change the rules text; Aven Brigadier under a
    resolved +4/+4 (Primal Boost) has its printed text."""
    from manastack.rules.text_change import rules_text
    from manastack.scenario import Scenario
    from manastack.testing import Driver

    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", "Forest", "Forest", "Forest")
    s.hand(0, "Primal Boost")
    d = Driver(s.build())
    brigadier = d.find("Aven Brigadier")
    printed = rules_text(d.state, brigadier)
    assert printed.startswith("Flying")
    d.cast(0, "Primal Boost", targets=[brigadier])
    d.resolve()
    assert d.chars(brigadier).power == 7
    assert rules_text(d.state, brigadier) == printed


def test_a_clone_s_copied_text_is_the_text_a_text_change_rewrites() -> None:
    """CR 707.2, 612.2: Clone copying Goblin Taskmaster has the Taskmaster's rules text;
    Artificial Evolution changing Goblin to Elf on the Clone rewrites that text (in English and
    Japanese), and the rewritten ability targets Elves."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Mountain", "Mountain")
    s.battlefield(0, "Elvish Warrior")
    s.battlefield(1, "Goblin Taskmaster")
    s.hand(0, "Clone", "Artificial Evolution")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.choose(d.find("Goblin Taskmaster"))
    clone = d.find("Clone", zone="battlefield")
    d.cast(0, "Artificial Evolution", targets=[clone])
    d.resolve()
    d.choose("Goblin")
    d.choose("Elf")
    [view] = [o for o in d.game.view(1)["battlefield"] if o["id"] == clone]
    assert view["text"].startswith("{1}{R}: Target Elf creature gets +1/+0 until end of turn.")
    assert "Goblin" not in view["text"]
    assert "エルフ" in view["text_ja"] and "ゴブリン" not in view["text_ja"]
    warrior = d.find("Elvish Warrior")
    d.activate(0, clone, targets=[warrior])
    d.resolve()
    assert d.chars(warrior).power == 3
