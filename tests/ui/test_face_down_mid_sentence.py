"""A face-down creature a player may not look at is "a face-down 2/2 creature" (CR 708.2a,
708.5): a description, not a card's name, so the terminal clients write it in lower case
within a sentence ("Nosy Goblin blocks face-down 2/2 creature", "Shock deals 2 damage →
face-down 2/2 creature", "Block face-down 2/2 creature with Nosy Goblin") and capitalised only
where it begins one ("Face-down 2/2 creature attacks you") or stands alone on the board."""

from __future__ import annotations

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer


def _lancer_attacks() -> tuple[Driver, int, int]:
    """Player 1's face-down Daru Lancer attacks player 2, who has Nosy Goblin; player 2 is
    asked for blockers."""
    s = Scenario(seed=1)
    for p in range(2):
        s.library(p, *["Forest"] * 10)
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(1, "Nosy Goblin", "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=0, turn=4)
    d = Driver(s.build())
    lancer, goblin = d.find("Daru Lancer"), d.find("Nosy Goblin")
    d.to_combat()
    d.attack({lancer: 1})
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    return d, lancer, goblin


def _log(d: Driver, player: int, kind: str) -> list[str | None]:
    desc = Describer(d.game, player, "en")
    return [desc.event(e) for e in d.game.view(player)["log"] if e["kind"] == kind]


def test_a_face_down_creature_is_lower_case_after_words_and_capitalised_first() -> None:
    """CR 708.5: to the defending player the attacker is a face-down 2/2 creature: the line
    beginning with it capitalises it, the block's answer and the block's line don't."""
    d, lancer, goblin = _lancer_attacks()
    assert _log(d, 1, "attacks") == ["Face-down 2/2 creature attacks you"]
    desc = Describer(d.game, 1, "en")
    assert desc.action(DeclareBlocker(goblin, lancer), "declare_blockers") == \
        "Block face-down 2/2 creature with Nosy Goblin 2/1"
    d.block({goblin: lancer})
    assert _log(d, 1, "blocks") == ["Nosy Goblin blocks face-down 2/2 creature"]
    # its controller may look at it: the card's name, as it is
    assert _log(d, 0, "blocks") == ["Nosy Goblin blocks Daru Lancer"]


def test_damage_dealt_to_a_face_down_creature_names_it_in_lower_case() -> None:
    """CR 708.5, 120.3: Shock deals 2 damage to the face-down Lancer: its caster's log says
    "→ face-down 2/2 creature", its Japanese the same words as before."""
    d, lancer, _ = _lancer_attacks()
    d.block({})
    d.expect("priority")
    while d.decision.player != 1:
        d.pass_priority()
    d.cast(1, "Shock", targets=[lancer])
    d.resolve()
    assert _log(d, 1, "damage")[0] == "Shock deals 2 damage → face-down 2/2 creature"
    desc = Describer(d.game, 1, "ja")
    [line] = [desc.event(e) for e in d.game.view(1)["log"] if e["kind"] == "damage"][:1]
    assert line is not None and line.endswith("→ 裏向きの2/2クリーチャー")
    assert _log(d, 0, "damage")[0] == "Shock deals 2 damage → Daru Lancer"
