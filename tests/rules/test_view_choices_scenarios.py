"""Public choices in every player's view (CR 400.2: what a player at the table may see).

A choice made as a permanent entered stays public and shown on it: a creature type, a colour,
a card name, a noted life total (CR 614.12, 607.2d). What was announced as a spell or ability
was put onto the stack is public: its modes (CR 700.2), X (CR 107.3), the division of an
amount among its targets (CR 601.2d), the optional additional cost chosen (CR 601.2b), how it
was cast (CR 601.2a: flashback, CR 702.34a), an ability's kind and its targets (CR 602.2b,
603.3d). Counters on a card in exile are public (CR 122.1, 406.3). Each is shown to the
opponent and to a spectator, never only to the controller.
"""

from __future__ import annotations

from typing import Any

from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver


def _views(g: Game) -> list[dict[str, Any]]:
    """The view of each player and the spectator's."""
    return [g.view(0), g.view(1), g.spectator_view()]


def _named(zone: list[dict[str, Any]], name: str) -> dict[str, Any]:
    return next(o for o in zone if o.get("name") == name)


def test_a_creature_type_chosen_as_a_permanent_entered_is_shown() -> None:
    """CR 614.12: Cover of Darkness's creature type, chosen as it entered, stays public."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Cover of Darkness")
    d = Driver(s.build())
    d.cast(0, "Cover of Darkness")
    d.resolve()
    d.choose("Goblin")
    for v in _views(d.game):
        assert _named(v["battlefield"], "Cover of Darkness")["chosen"] == \
            {"creature_type": "Goblin"}


def test_a_named_card_and_a_noted_life_total_are_shown() -> None:
    """CR 614.12: Pithing Needle's named card and Sigarda's Splendor's noted life total."""
    s = Scenario(seed=1)
    s.battlefield(1, "Pithing Needle", chosen={"card_name": "Wrenn and Seven"})
    s.battlefield(0, "Sigarda's Splendor", chosen={"noted_life": 17})
    s.battlefield(0, "Glory Seeker")
    g = s.build()
    for v in _views(g):
        assert _named(v["battlefield"], "Pithing Needle")["chosen"] == \
            {"card_name": "Wrenn and Seven"}
        assert _named(v["battlefield"], "Sigarda's Splendor")["chosen"] == {"noted_life": 17}
        assert "chosen" not in _named(v["battlefield"], "Glory Seeker")


def test_x_of_a_spell_is_shown() -> None:
    """CR 107.3, 601.2b: Light Up the Night cast for X=2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Light Up the Night")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    sid = d.cast(0, "Light Up the Night", x=2, targets=[1])
    for v in _views(d.game):
        spell = _named(v["stack"], "Light Up the Night")
        assert spell["id"] == sid
        assert (spell["x"], spell["method"], spell["copy"]) == (2, "normal", False)
        assert spell["targets"] == [[1]]


def test_a_spell_cast_with_flashback_shows_how_it_was_cast() -> None:
    """CR 601.2a, 702.34a: Homestead Courage cast from the graveyard with flashback."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Glory Seeker")
    s.graveyard(0, "Homestead Courage")
    d = Driver(s.build())
    d.cast(0, "Homestead Courage", method="flashback", targets=[d.find("Glory Seeker")])
    for v in _views(d.game):
        spell = _named(v["stack"], "Homestead Courage")
        assert spell["method"] == "flashback"
        assert "x" not in spell


def test_the_chosen_mode_of_a_modal_spell_is_shown() -> None:
    """CR 700.2: the mode chosen for Vitality Charm, by its number and its words."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Vitality Charm")
    d = Driver(s.build())
    d.cast(0, "Vitality Charm", modes=[0])
    for v in _views(d.game):
        spell = _named(v["stack"], "Vitality Charm")
        assert spell["modes"] == [0]
        assert spell["mode_texts"] == ["Create a 1/1 green Insect creature token."]
        assert "x" not in spell and "division" not in spell


def test_the_division_among_targets_is_shown() -> None:
    """CR 601.2d: Defend the Celestus's three counters divided 1 and 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Defend the Celestus")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Defend the Celestus", targets=[seeker, warrior], pay=False)
    if d.decision.kind == "target":
        d.choose(None)  # no third target
    d.choose((1, 2))
    d.pay()
    for v in _views(d.game):
        spell = _named(v["stack"], "Defend the Celestus")
        assert spell["targets"] == [[seeker, warrior]]
        assert spell["division"] == [1, 2]


def test_the_additional_cost_chosen_is_shown() -> None:
    """CR 601.2b: Eaten Alive's caster chose to pay {3}{B} rather than sacrifice."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Eaten Alive")
    d = Driver(s.build())
    d.act(0, next(a for a in d.game.legal_actions()
                  if getattr(a, "card", None) == d.find("Eaten Alive")))
    labels = dict(d.decision.info()["labels"])
    pay = next(i for i, label in labels.items() if "{3}{B}" in label)
    d.choose(pay)
    views = _views(d.game)
    for v in views:
        assert _named(v["stack"], "Eaten Alive")["additional_cost"] == labels[pay]


def test_an_activated_ability_shows_its_kind_and_targets() -> None:
    """CR 602.2b: an activated ability on the stack, its source and its target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Doom Cannon", chosen={"creature_type": "Soldier"})
    s.battlefield(0, "Glory Seeker", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Festering Goblin")
    d = Driver(s.build())
    goblin = d.find("Festering Goblin")
    d.activate(0, "Doom Cannon", targets=[goblin], choices=[d.find("Glory Seeker")])
    d.pay()
    for v in _views(d.game):
        ability = v["stack"][-1]
        assert ability["ability_kind"] == "activated"
        assert ability["source"] == d.find("Doom Cannon")
        assert ability["targets"] == [[goblin]]


def test_a_triggered_ability_shows_its_kind() -> None:
    """CR 603.3: a triggered ability on the stack is shown as triggered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigarda's Splendor", chosen={"noted_life": 17})
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")  # a white spell: "you gain 1 life" triggers
    for v in _views(d.game):
        trigger = v["stack"][-1]
        assert trigger["ability_kind"] == "triggered"
        assert trigger["source"] == d.find("Sigarda's Splendor")
        assert "modes" not in trigger and "method" not in trigger


def test_counters_on_a_card_in_exile_are_shown() -> None:
    """CR 122.1, 406.3: time counters on a card in exile are seen by everyone."""
    s = Scenario(seed=1)
    s.exile(1, "Glory Seeker", counters={"time": 3})
    s.exile(1, "Festering Goblin")
    g = s.build()
    for v in _views(g):
        assert _named(v["exile"], "Glory Seeker")["counters"] == {"time": 3}
        assert "counters" not in _named(v["exile"], "Festering Goblin")



def test_x_of_a_permanent_spell_stays_shown_on_the_permanent() -> None:
    """CR 107.3m: Riptide Replicator cast for X=1 has X 1 on the battlefield, with the colour
    and the creature type chosen as it entered (CR 614.12)."""
    s = Scenario(seed=1)
    s.battlefield(0, *("Island",) * 5)
    s.hand(0, "Riptide Replicator")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.cast(0, "Riptide Replicator", x=1)
    d.resolve()
    while d.decision.kind != "priority":
        d.choose("blue" if d.decision.kind == "choose_option" else "Elf")
    for v in _views(d.game):
        replicator = _named(v["battlefield"], "Riptide Replicator")
        assert replicator["chosen"] == {"x": 1, "color": "blue", "creature_type": "Elf"}
