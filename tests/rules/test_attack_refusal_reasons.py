"""An attack refused names what forbids it (CR 508.1c): an effect saying the creature can't
attack (Pacifism), an effect saying its controller's creatures can't attack that player
(Orzhov Advokist), the creature's own "can't attack unless" (Slipstream Eel); and, when
nothing about that attack forbids it, that the declaration as a whole couldn't then be legal
(CR 508.1c-d). Each refusal leaves the game as it was, in English and in Japanese (CR 732.1)."""

from __future__ import annotations

from manastack.decisions.actions import DeclareAttacker, FinishDeclaration
from manastack.testing import Driver
from tests.cards.mic.test_orzhov_advokist import _gift, _table, _to_attack
from tests.i18n.test_refusals_ja import ja, refused_ja
from tests.rules.test_illegal_action_scenarios import _two, refused


def _attacking(*creatures: str, aura: str | None = None) -> Driver:
    """Player 1's ``creatures`` (and Glory Seeker, free to attack) at the declare attackers
    decision; ``aura`` on the first of them."""
    s = _two()
    s.battlefield(0, *creatures, "Glory Seeker")
    if aura is not None:
        s.battlefield(0, aura, attached_to=creatures[0])
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.to_combat()
    return d


def test_508_1c_an_effect_says_it_can_t_attack() -> None:
    d = _attacking("Krosan Tusker", aura="Pacifism")
    tusker = d.find("Krosan Tusker")
    refused(d.game, 0, DeclareAttacker(tusker, 1),
            "Krosan Tusker can't attack: an effect says so (CR 508.1c)")
    refused_ja(d.game, 0, DeclareAttacker(tusker, 1),
               f"{ja('Krosan Tusker')}は攻撃できません：効果によって禁止されています")


def test_508_1c_its_own_can_t_attack_unless() -> None:
    """Slipstream Eel can't attack unless defending player controls an Island."""
    d = _attacking("Slipstream Eel")
    eel = d.find("Slipstream Eel")
    refused(d.game, 0, DeclareAttacker(eel, 1),
            "Slipstream Eel can't attack Player 2: its own ability allows it to attack only if "
            "that player meets its condition (CR 508.1c)")
    refused_ja(d.game, 0, DeclareAttacker(eel, 1), ja("Slipstream Eel"))


def test_508_1c_orzhov_advokist_s_players_creatures_can_t_attack_its_controller() -> None:
    """Player 2 took the Advokist's counters: in their turn their Warrior can't attack player
    1 (it still may attack player 3)."""
    d = _table(players=3)
    _gift(d, {0: None, 1: d.find("Elvish Warrior", player=1), 2: None})
    _to_attack(d, 4)
    warrior = d.find("Elvish Warrior", player=1)
    refused(d.game, 1, DeclareAttacker(warrior, 0),
            "Elvish Warrior can't attack Player 1 or their planeswalkers: an effect says so "
            "(CR 508.1c)")
    refused_ja(d.game, 1, DeclareAttacker(warrior, 0), "プレインズウォーカーを攻撃できません")
    d.act(1, DeclareAttacker(warrior, 2))
    assert warrior in d.state.combat.attackers


def test_508_1d_finishing_names_a_creature_that_must_attack_and_can() -> None:
    """Grand Melee: all creatures attack each combat if able; Krosan Tusker isn't declared."""
    s = _two()
    s.battlefield(0, "Grand Melee", "Glory Seeker", "Krosan Tusker")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.to_combat()
    d.act(0, DeclareAttacker(d.find("Glory Seeker"), 1))
    refused(d.game, 0, FinishDeclaration(),
            "the attack isn't legal as it stands: Krosan Tusker must attack if able, and it can "
            "(CR 508.1d)")
    refused_ja(d.game, 0, FinishDeclaration(), f"{ja('Krosan Tusker')}は可能なら攻撃しなければ")
