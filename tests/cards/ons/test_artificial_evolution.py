"""Artificial Evolution — {U} Instant.

Oracle: "Change the text of target spell or permanent by replacing all instances of one
creature type with another. The new creature type can't be Wall. (This effect lasts
indefinitely.)"
Rulings covered: ONS-FAQ-128, ONS-FAQ-129, ONS-FAQ-130, ONS-FAQ-131, ONS-FAQ-132,
ONS-FAQ-133. ONS-FAQ-132 and ONS-FAQ-133 are tested against the current Oracle text and
rules: Legend is no longer a creature type, only Wall is forbidden, and Walls have no
inherent can't-attack rule (defender is a keyword, which a text change doesn't remove).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Artificial Evolution")


def evolve(d: Driver, target: int, old: str, new: str, player: int = 0) -> None:
    d.cast(player, "Artificial Evolution", targets=[target])
    d.resolve()
    d.choose(old)
    d.choose(new)


def options(d: Driver) -> set[object]:
    return {a.value for a in d.decision.actions if isinstance(a, Choose)}


@pytest.mark.ruling("ONS-FAQ-128", "ONS-OR-0042", "ONS-OR-0047", "ONS-OR-0049")
def test_changes_type_line_of_a_spell_but_not_its_name() -> None:
    """CR 112.3: the creature spell's characteristics are those printed on its card as
    modified by Artificial Evolution's continuous effect (a Zombie Warrior, still named Goblin
    Sky Raider); CR 112.4, 400.7a: the effect changing the permanent spell continues to apply
    to the permanent it becomes."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Island")
    s.hand(0, "Artificial Evolution", "Goblin Sky Raider")
    d = Driver(s.build())
    raider = d.cast(0, "Goblin Sky Raider")
    evolve(d, raider, "Goblin", "Zombie")
    assert d.chars(raider).subtypes == {"Zombie", "Warrior"}
    d.resolve()
    perm = d.find("Goblin Sky Raider", zone="battlefield")  # the name is unchanged
    assert d.chars(perm).subtypes == {"Zombie", "Warrior"}  # CR 400.7a


def test_new_type_cannot_be_wall_but_old_type_can() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Wall of Mulch")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    d.cast(0, "Artificial Evolution", targets=[d.find("Wall of Mulch")])
    d.resolve()
    assert "Wall" in options(d)
    d.choose("Wall")
    assert "Wall" not in options(d)
    assert "Elf" in options(d)


@pytest.mark.ruling("ONS-FAQ-133")
def test_replacing_wall_keeps_defender_and_rewrites_the_rules_text() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Forest", "Wall of Mulch", "Wellwisher")
    s.hand(0, "Artificial Evolution")
    s.library(0, "Plains")
    d = Driver(s.build())
    mulch = d.find("Wall of Mulch")
    evolve(d, mulch, "Wall", "Elf")
    assert d.chars(mulch).subtypes == {"Elf"}
    assert d.chars(mulch).has("Defender")
    # "Sacrifice a Wall" now reads "Sacrifice an Elf": Wellwisher can pay it.
    act = next(a for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == mulch)
    d.act(0, act)
    d.pay()  # the mana first (CR 601.2g-h), then the sacrifice
    assert d.decision.kind == "cost_sacrifice"
    assert d.find("Wellwisher") in options(d)


@pytest.mark.ruling("ONS-FAQ-129", "ONS-FAQ-130", "ONS-OR-0041", "ONS-OR-0045")
def test_types_set_by_effects_are_not_changed() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Mistform Dreamer")
    s.hand(0, "Artificial Evolution")
    s.library(0, "Plains", "Plains")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Elf")
    evolve(d, dreamer, "Illusion", "Bird")
    assert d.chars(dreamer).subtypes == {"Elf"}  # the type-changing effect still wins
    d.pass_until("upkeep", turn=4)
    assert d.chars(dreamer).subtypes == {"Bird"}  # the printed word was changed


@pytest.mark.ruling("ONS-OR-0042")
def test_rewrites_static_abilities() -> None:
    """Every occurrence of the word changes, in the type line and in the text box (CR 612.2):
    Aven Brigadier's subtype and its "Other Bird creatures get +1/+1" both read Elf."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Aven Brigadier", "Elvish Warrior", "Screaming Seahawk")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    brigadier = d.find("Aven Brigadier")
    evolve(d, brigadier, "Bird", "Elf")
    assert d.chars(brigadier).subtypes == {"Elf", "Soldier"}
    assert d.chars(d.find("Elvish Warrior")).power == 3  # "Other Elf creatures get +1/+1"
    assert d.chars(d.find("Screaming Seahawk")).power == 2  # a Bird, no longer pumped


@pytest.mark.ruling("ONS-FAQ-131", "ONS-OR-0045")
def test_changes_a_tokens_creature_type() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Falcon Abomination", "Artificial Evolution")
    d = Driver(s.build())
    d.cast(0, "Falcon Abomination")
    d.resolve()
    d.resolve()  # create a Zombie token
    token = next(o for o in d.state.battlefield if d.state.objects[o].is_token)
    assert "Zombie" in d.chars(token).subtypes
    evolve(d, token, "Zombie", "Elf")
    assert "Elf" in d.chars(token).subtypes and "Zombie" not in d.chars(token).subtypes


@pytest.mark.ruling("ONS-FAQ-132")
def test_changing_wall_in_another_evolution_lets_it_choose_wall() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Elvish Warrior")
    s.hand(0, "Artificial Evolution", "Artificial Evolution")
    d = Driver(s.build())
    first_card, second_card = d.ids("Artificial Evolution", zone="hand")
    warrior = d.find("Elvish Warrior")
    first = d.cast(0, first_card, targets=[warrior])
    d.cast(0, second_card, targets=[first])
    d.resolve()
    d.choose("Wall")
    d.choose("Elf")  # the first one now reads "The new creature type can't be Elf"
    d.resolve()
    d.choose("Elf")
    assert "Wall" in options(d) and "Elf" not in options(d)
    d.choose("Wall")
    assert d.chars(warrior).subtypes == {"Wall", "Warrior"}


@pytest.mark.ruling("ONS-OR-0043")
def test_can_target_a_permanent_without_creature_type_words() -> None:
    """Official ruling: "Can target a card with no appropriate words on it, or even one with no
    words at all."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.battlefield(1, "Forest")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    forest = d.find("Forest")
    evolve(d, forest, "Elf", "Goblin")
    d.expect("priority")
    assert not d.state.stack and d.zone_of("Artificial Evolution") == "graveyard"
    c = d.chars(forest)
    assert c.subtypes == {"Forest"} and c.name == "Forest"


@pytest.mark.ruling("ONS-OR-0044")
def test_the_new_word_must_be_a_different_word() -> None:
    """Official ruling: "It can't change a word to the same word. It must be a different
    word."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Elvish Warrior")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    d.cast(0, "Artificial Evolution", targets=[d.find("Elvish Warrior")])
    d.resolve()
    d.choose("Elf")
    d.expect("choose_creature_type")
    assert "Elf" not in options(d) and "Goblin" in options(d)


@pytest.mark.ruling("ONS-OR-0046")
def test_the_words_are_chosen_on_resolution() -> None:
    """Official ruling: "You choose the words to change on resolution."

    Casting it only chooses the target; the two creature types are asked for as it resolves,
    after both players have passed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Elvish Warrior")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    spell = d.cast(0, "Artificial Evolution", targets=[warrior])
    d.expect("priority")
    d.pass_priority()
    d.expect("priority")
    assert d.decision.player == 1 and d.state.stack == [spell]
    d.pass_priority()
    d.expect("choose_creature_type")
    d.choose("Elf")
    d.choose("Goblin")
    assert d.chars(warrior).subtypes == {"Goblin", "Warrior"}


@pytest.mark.ruling("ONS-OR-0048")
def test_changing_a_spells_text_does_not_change_its_targets() -> None:
    """Official ruling: "Changing the text of a spell will not allow you to change the targets
    of the spell because the targets were chosen when the spell was cast. The text change will
    (probably) cause it to be countered since the targets will be illegal."

    Misery Charm's "Destroy target Cleric" becomes "Destroy target Elf"; its Cleric target is
    now illegal, so the Charm doesn't resolve (CR 608.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Daru Healer")
    s.hand(0, "Artificial Evolution")
    s.battlefield(1, "Swamp")
    s.hand(1, "Misery Charm")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    healer = d.find("Daru Healer")
    charm = d.cast(1, "Misery Charm", modes=[0], targets=[healer])
    d.pass_priority()
    evolve(d, charm, "Cleric", "Elf")
    d.expect("priority")
    assert d.state.stack == [charm]
    d.resolve()
    assert d.zone_of("Daru Healer") == "battlefield"
    assert d.zone_of("Misery Charm") == "graveyard"


def _view_of(d: Driver, oid: int) -> dict[str, object]:
    return next(o for o in d.game.view(0)["battlefield"] if o.get("id") == oid)


def test_protection_from_goblins_changed_to_elves_reads_and_works_as_elves() -> None:
    """CR 612.1, 612.2, 702.16: the text change rewrites the word of the keyword: "Protection
    from Goblins" becomes "Protection from Elves" (the plural of the new word, never "Elfs"),
    in the ability and in the rules text shown in both languages (プロテクション (エルフ) in
    the Japanese text, with the official words of both types), and the protection now stops
    Elves, not Goblins."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Sparksmith", "Elvish Warrior")
    s.hand(0, "Artificial Evolution")
    s.battlefield(1, "Foothill Guide")
    d = Driver(s.build())
    guide = d.find("Foothill Guide")
    smith = d.find("Sparksmith")
    probe = Driver(d.game.clone())
    probe.act(0, next(a for a in probe.game.legal_actions()
                      if isinstance(a, ActivateAbility) and a.source == smith))
    assert guide not in options(probe)  # a Goblin source: protection from Goblins
    assert _view_of(d, guide)["text"].startswith("Protection from Goblins")  # type: ignore
    assert str(_view_of(d, guide)["text_ja"]).startswith("プロテクション (ゴブリン)")
    evolve(d, guide, "Goblin", "Elf")
    prot = [k for k in d.chars(guide).keyword_records("Protection")]
    assert [k.param.lower() for k in prot if k.param] == ["elves"]
    assert all("Elfs" not in k.text and "Elves" in k.text for k in prot)
    view = _view_of(d, guide)
    assert str(view["text"]).startswith("Protection from Elves\n")
    assert str(view["text_ja"]).startswith("プロテクション (エルフ)\n変異{W}")
    assert "Morph {W}" in str(view["text"])
    # Sparksmith (a Goblin) may now target it; the Elf can't.
    act = next(a for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == smith)
    d.act(0, act)
    assert guide in options(d)


def test_a_japanese_text_is_rewritten_with_the_official_words() -> None:
    """The Japanese rules text changes the Japanese creature-type word (狼男 → エルフ, 人間 →
    エルフ) and keeps the card's name (CR 612.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Artificial Evolution", "Artificial Evolution")
    s.battlefield(1, "Katilda, Dawnhart Prime")
    d = Driver(s.build())
    katilda = d.find("Katilda, Dawnhart Prime")
    before = _view_of(d, katilda)
    assert str(before["text_ja"]).startswith("プロテクション（狼男）")
    evolve(d, katilda, "Werewolf", "Elf")
    view = _view_of(d, katilda)
    assert str(view["text"]).startswith("Protection from Elves\nHuman creatures you control")
    assert str(view["text_ja"]).startswith("プロテクション（エルフ）\nあなたがコントロールしている"
                                           "すべての人間は")
    evolve(d, katilda, "Human", "Wolf")
    view = _view_of(d, katilda)
    assert str(view["text"]).startswith("Protection from Elves\nWolf creatures you control")
    assert "すべての狼は" in str(view["text_ja"])
    assert view["name"] == "Katilda, Dawnhart Prime"
    assert "Wolf" in d.chars(katilda).subtypes


@pytest.mark.ruling("ONS-FAQ-129", "ONS-OR-0041", "ONS-OR-0045")
def test_a_copy_effects_printed_words_are_changed() -> None:
    """Clone copying Glory Seeker has the Seeker's printed Human Soldier as its copiable values:
    Artificial Evolution changes Soldier to Goblin on the Clone (CR 707.2, 612.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5)
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Clone", "Artificial Evolution")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    clone = d.find("Clone", zone="battlefield")
    assert d.chars(clone).subtypes == {"Human", "Soldier"}
    evolve(d, clone, "Soldier", "Goblin")
    assert d.chars(clone).subtypes == {"Human", "Goblin"}
    assert d.chars(d.find("Glory Seeker")).subtypes == {"Human", "Soldier"}


def test_an_onslaught_japanese_text_is_rewritten_with_words_from_its_type_lines() -> None:
    """CR 612.1, 612.2: Aether Charge's Japanese text (the current official wording) changes
    ビースト to 昆虫, both words taken from Onslaught's Japanese type lines; the name stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Aether Charge")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    charge = d.find("Aether Charge")
    assert str(_view_of(d, charge)["text_ja"]).startswith(
        "あなたのコントロール下でビーストが１つ戦場に出るたび")
    evolve(d, charge, "Beast", "Insect")
    view = _view_of(d, charge)
    assert str(view["text"]).startswith("Whenever an Insect enters the battlefield under your")
    assert str(view["text_ja"]).startswith("あなたのコントロール下で昆虫が１つ戦場に出るたび")
    assert "ビースト" not in str(view["text_ja"])


def test_a_face_down_creature_changed_is_changed_once_turned_face_up() -> None:
    """Artificial Evolution may target a face-down creature, which has no text (ONS-OR-0043);
    the effect still applies once it is turned face up (CR 708.8), so Skirk Commando's
    type line reads Elf."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Artificial Evolution")
    s.battlefield(0, "Skirk Commando", face_down=True)
    d = Driver(s.build())
    commando = d.find("Skirk Commando")
    d.cast(0, "Artificial Evolution", targets=[commando])
    d.resolve()
    d.choose("Goblin")
    d.choose("Elf")
    assert d.chars(commando).subtypes == frozenset()
    d.special(0, "turn_face_up", commando)
    d.pay()
    assert d.chars(commando).subtypes == frozenset({"Elf"})


def test_the_permanents_own_name_in_its_abilities_is_kept() -> None:
    """CR 612.2: changing Goblin to Elf on Goblin Sharpshooter changes its type line but not
    its name where its rules text names it ("untap Goblin Sharpshooter")."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Goblin Sharpshooter")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    sharpshooter = d.find("Goblin Sharpshooter")
    evolve(d, sharpshooter, "Goblin", "Elf")
    c = d.chars(sharpshooter)
    assert "Elf" in c.subtypes and "Goblin" not in c.subtypes
    view = _view_of(d, sharpshooter)
    assert "untap Goblin Sharpshooter" in str(view["text"])
    assert "Elf Sharpshooter" not in str(view["text"])


def test_tribal_golems_name_is_kept_in_its_granted_ability_and_its_japanese_text() -> None:
    """CR 612.2: changing Golem to Elf on Tribal Golem changes its type line, but not its
    name where its text names it: the "{B}: Regenerate Tribal Golem." ability it has with a
    Zombie (Festering Goblin) keeps the name on the stack, and so does its Japanese text
    (部族のゴーレム)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tribal Golem", "Swamp", "Festering Goblin", "Island")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    golem = d.find("Tribal Golem")
    evolve(d, golem, "Golem", "Elf")
    assert d.chars(golem).subtypes == {"Elf"}
    view = _view_of(d, golem)
    assert str(view["text_ja"]).startswith("部族のゴーレムは、")
    assert "「{B}：部族のゴーレムを再生する。」" in str(view["text_ja"])
    assert "エルフ" not in str(view["text_ja"])
    d.activate(0, "Tribal Golem")
    assert [o["ability"] for o in d.game.view(0)["stack"]] == ["{B}: Regenerate Tribal Golem."]
def test_a_spell_is_changed_with_no_permanent_on_the_battlefield() -> None:
    """CR 612.1, 613.1c: the text change applies to a spell on the stack (layer 3) even when
    the battlefield is empty: Goblin Sky Raider, a spell, is a Zombie Warrior once Artificial
    Evolution resolves, and enters as one."""
    s = Scenario(seed=1)
    s.stack(0, "Goblin Sky Raider", label="raider")
    s.stack(0, "Artificial Evolution", targets=["raider"])
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    assert not d.state.battlefield
    raider = d.find("Goblin Sky Raider", zone="stack")
    assert d.chars(raider).subtypes == {"Goblin", "Warrior"}
    d.resolve()
    d.choose("Goblin")
    d.choose("Zombie")
    assert not d.state.battlefield and d.state.stack == [raider]
    assert d.chars(raider).subtypes == {"Zombie", "Warrior"}
    d.resolve()
    assert d.chars(d.find("Goblin Sky Raider", zone="battlefield")).subtypes == \
        {"Zombie", "Warrior"}


def test_a_rewritten_type_changing_ability_gives_the_new_type() -> None:
    """CR 612.2, 613.1c, 613.1d: Aurification's "Each creature with a gold counter on it is a
    Wall" changed to read Elf (layer 3) makes Glory Seeker, with a gold counter, an Elf and no
    Wall in layer 4; it still has defender (layer 6)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Aurification")
    s.battlefield(0, "Glory Seeker", counters={"gold": 1})
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).subtypes == {"Human", "Soldier", "Wall"}
    evolve(d, d.find("Aurification"), "Wall", "Elf")
    c = d.chars(seeker)
    assert c.subtypes == {"Human", "Soldier", "Elf"} and c.has("Defender")


def test_the_change_lasts_past_the_turn_and_ends_when_it_changes_zones() -> None:
    """CR 611.2a, 400.7: the effect lasts indefinitely, through the next turns; returned to
    its owner's hand and cast again, Elvish Warrior is a new object with its printed types."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Forest", "Forest", "Elvish Warrior")
    s.hand(0, "Artificial Evolution")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.battlefield(1, "Island", "Forest", "Forest")
    s.hand(1, "Chain of Vapor")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    evolve(d, warrior, "Elf", "Goblin")
    d.pass_until("upkeep", turn=5)
    assert d.chars(warrior).subtypes == {"Goblin", "Warrior"}
    d.pass_priority()
    d.cast(1, "Chain of Vapor", targets=[warrior])
    d.resolve()
    d.choose(False)
    assert d.zone_of("Elvish Warrior") == "hand"
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Elvish Warrior")
    d.resolve()
    again = d.find("Elvish Warrior", "battlefield")
    assert d.chars(again).subtypes == {"Elf", "Warrior"}


def test_no_choice_if_its_target_is_gone() -> None:
    """CR 608.2b: the targeted creature died in response; the spell doesn't resolve and no
    creature type is asked for."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Glory Seeker")
    s.hand(0, "Artificial Evolution")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Artificial Evolution", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert d.zone_of("Artificial Evolution") == "graveyard"


def test_a_word_that_is_no_creature_type_is_refused() -> None:
    """CR 205.3m: only a creature type may be chosen: "Blue" or "Instant" are refused,
    naming the problem, and the choice is still to be made."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Elvish Warrior")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    d.cast(0, "Artificial Evolution", targets=[d.find("Elvish Warrior")])
    d.resolve()
    d.expect("choose_creature_type")
    before = d.game.to_json()
    for word in ("Blue", "Instant"):
        with pytest.raises(IllegalActionError, match=word):
            d.choose(word)
        assert d.game.to_json() == before
    d.choose("Elf")
    before = d.game.to_json()
    with pytest.raises(IllegalActionError, match="Wall"):
        d.choose("Wall")
    assert d.game.to_json() == before
