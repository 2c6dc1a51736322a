"""Gisa and Geralf — {2}{U}{B} Legendary Creature — Human Wizard 4/4.

Oracle: "When Gisa and Geralf enters the battlefield, mill four cards. / During each of your
turns, you may cast a Zombie creature spell from your graveyard."
Rulings covered: MIC-OR-0245 (the card's timing), MIC-OR-0246 (its costs, or an alternative
cost), MIC-OR-0247 (a spell begun doesn't depend on Gisa and Geralf), MIC-OR-0248 (a new Gisa
and Geralf gives the permission again), MIC-OR-0249 (a Zombie card put into the graveyard in
your main phase can be cast before anyone can act), MIC-OR-0250 (several permissions: the
player says which one), MIC-OR-0251 (not the same name as Stitcher Geralf: no legend rule).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING, KARADOR

CARD = "Gisa and Geralf"
METHOD = "graveyard_permission"
pytestmark = pytest.mark.card(CARD)


def _methods(d: Driver, card: int) -> set[str]:
    return {a.method for a in d.game.legal_actions()
            if isinstance(a, CastSpell) and a.card == card}


def _gisa(*graveyard: str, lands: tuple[str, ...] = ("Swamp",) * 4, hand: tuple[str, ...] = (),
          library: tuple[str, ...] = ("Island",) * 6, others: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *lands, *others)
    s.graveyard(0, *graveyard)
    if hand:
        s.hand(0, *hand)
    s.library(0, *library)
    s.library(1, *(["Island"] * 6))
    s.at("precombat_main", active=0, turn=3)
    return Driver(s.build())


def test_enters_and_mills_four() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Swamp", "Swamp")
    s.hand(0, CARD)
    s.library(0, *(["Island"] * 6))
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    assert len(d.state.players[0].graveyard) == 4 and len(d.state.players[0].library) == 2


def test_a_zombie_creature_spell_from_your_graveyard_once_each_of_your_turns() -> None:
    """Gluttonous Zombie ({4}{B}) cast from the graveyard; afterwards, the same turn, the other
    Zombie card (Festering Goblin) isn't offered; Glory Seeker (a Human) never is; on the next
    turn (an opponent's) nothing is, on the turn after, the permission is back."""
    d = _gisa("Gluttonous Zombie", "Festering Goblin", "Glory Seeker",
              lands=("Swamp",) * 6)
    zombie, goblin, seeker = (d.find(n) for n in
                              ("Gluttonous Zombie", "Festering Goblin", "Glory Seeker"))
    assert METHOD in _methods(d, zombie) and METHOD in _methods(d, goblin)
    assert _methods(d, seeker) == set()
    d.cast(0, zombie, method=METHOD)
    d.resolve()
    assert d.find("Gluttonous Zombie", zone="battlefield")
    assert _methods(d, goblin) == set()
    d.pass_until("precombat_main", turn=4)
    assert _methods(d, goblin) == set()  # not player 0's turn
    d.pass_until("precombat_main", turn=5)
    assert METHOD in _methods(d, goblin)


@pytest.mark.ruling("MIC-OR-0245")
def test_the_cards_timing_applies() -> None:
    """Official ruling: "You must follow the normal timing permissions and restrictions of the
    Zombie card you cast from your graveyard." A creature spell: not in the upkeep, not in
    combat, not while a spell is on the stack; in a main phase with an empty stack, yes."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp", "Mountain")
    s.graveyard(0, "Festering Goblin")
    s.hand(0, "Shock")
    s.library(0, *(["Island"] * 6))
    s.library(1, *(["Island"] * 6))
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    goblin = d.find("Festering Goblin")
    assert _methods(d, goblin) == set()
    d.pass_until("precombat_main", turn=3)
    assert _methods(d, goblin) == {METHOD}
    d.cast(0, "Shock", targets=[1])
    assert _methods(d, goblin) == set()
    d.resolve()
    d.to_combat()
    d.attack([])
    assert _methods(d, goblin) == set()


@pytest.mark.ruling("MIC-OR-0246")
def test_its_costs_are_paid_or_an_alternative_cost() -> None:
    """Official ruling: "You must pay the costs to cast that Zombie card. If it has an
    alternative cost, you may cast it for that cost instead." Gluttonous Zombie ({4}{B}) with
    four lands can't be cast; with Rooftop Storm it can be, paying {0}; Morkrut Behemoth's
    additional cost (sacrifice a creature or pay {1}{B}) is still paid."""
    d = _gisa("Gluttonous Zombie")
    assert _methods(d, d.find("Gluttonous Zombie")) == set()
    d = _gisa("Gluttonous Zombie", "Morkrut Behemoth", others=("Rooftop Storm", "Glory Seeker"))
    zombie = d.find("Gluttonous Zombie")
    assert _methods(d, zombie) == {"graveyard_permission_paying_zero"}
    d.cast(0, zombie, method="graveyard_permission_paying_zero")
    assert not any(d.state.objects[s].tapped for s in d.ids("Swamp"))
    d.resolve()
    assert d.find("Gluttonous Zombie", zone="battlefield")

    d = _gisa("Morkrut Behemoth", others=("Rooftop Storm", "Glory Seeker"))
    behemoth = d.find("Morkrut Behemoth")
    d.cast(0, behemoth, method="graveyard_permission_paying_zero",
           choices=[0, d.find("Glory Seeker")])
    d.resolve()
    assert d.find("Glory Seeker", zone="graveyard")
    assert d.find("Morkrut Behemoth", zone="battlefield")


@pytest.mark.ruling("MIC-OR-0247")
def test_once_begun_the_spell_doesnt_depend_on_gisa_and_geralf() -> None:
    """Official ruling: "Once you begin to cast the Zombie card, losing control of Gisa and
    Geralf won't affect the spell." Infernal Grasp destroys Gisa and Geralf while Gluttonous
    Zombie, cast with its permission, is on the stack: the Zombie still resolves."""
    d = _gisa("Gluttonous Zombie", lands=("Swamp",) * 7, hand=("Infernal Grasp",))
    d.cast(0, d.find("Gluttonous Zombie"), method=METHOD)
    d.cast(0, "Infernal Grasp", targets=[d.find(CARD)])
    d.resolve()
    assert d.find(CARD, zone="graveyard")
    d.resolve()
    assert d.find("Gluttonous Zombie", zone="battlefield")


@pytest.mark.ruling("MIC-OR-0248")
def test_a_new_gisa_and_geralf_gives_the_permission_again() -> None:
    """Official ruling: "If you cast one Zombie creature card from your graveyard and then have
    a new Gisa and Geralf come under your control in the same turn, you may cast another
    Zombie creature card from your graveyard that turn." A second Gisa and Geralf is cast; the
    legend rule keeps the new one; another Festering Goblin may be cast."""
    d = _gisa("Festering Goblin", "Festering Goblin",
              lands=("Swamp",) * 6 + ("Island",) * 2, hand=(CARD,))
    old = d.find(CARD, zone="battlefield")
    first, second = d.ids("Festering Goblin", zone="graveyard")
    d.cast(0, first, method=METHOD)
    d.resolve()
    assert _methods(d, second) == set()
    d.cast(0, CARD)
    d.resolve()
    d.expect("legend_rule")  # CR 704.5j: keep the new one
    (new,) = [a.value for a in d.game.legal_actions() if a.value != old]
    d.choose(new)
    d.resolve_all()
    assert d.ids(CARD, zone="battlefield") == [new]
    assert METHOD in _methods(d, second)
    d.cast(0, second, method=METHOD)
    d.resolve()
    assert len(d.ids("Festering Goblin", zone="battlefield")) == 2


@pytest.mark.ruling("MIC-OR-0249")
def test_a_zombie_milled_in_your_main_phase_can_be_cast_first() -> None:
    """Official ruling: "If a Zombie card is put into your graveyard during your main phase and
    the stack is empty, you have a chance to cast it before any player may attempt to remove
    that card from your graveyard." Gisa and Geralf's own trigger mills Festering Goblin;
    once it has resolved, its controller has priority first and may cast it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Swamp", "Swamp", "Swamp")
    s.hand(0, CARD)
    s.library(0, "Festering Goblin", "Island", "Island", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    goblin = d.find("Festering Goblin", zone="graveyard")
    assert d.state.stack == [] and d.decision.kind == "priority" and d.decision.player == 0
    assert METHOD in _methods(d, goblin)
    d.cast(0, goblin, method=METHOD)
    d.resolve()
    assert d.find("Festering Goblin", zone="battlefield")


@pytest.mark.ruling("MIC-OR-0250")
def test_with_several_permissions_the_player_announces_which_one() -> None:
    """Official ruling: "If multiple effects allow you to cast a Zombie creature card from
    your graveyard, such as those of Gisa and Geralf and Karador, Ghost Chieftain, you must
    announce which permission you're using as you begin to cast the spell." With both, casting
    Festering Goblin from the graveyard asks which permission; using Karador's leaves Gisa and
    Geralf's for the second Festering Goblin, and then neither is left."""
    d = _gisa("Festering Goblin", "Festering Goblin", others=(KARADOR.name,))
    first, second = d.ids("Festering Goblin", zone="graveyard")
    gisa, karador = d.find(CARD), d.find(KARADOR.name)
    d.act(0, CastSpell(first, METHOD))
    dec = d.expect("choose_option")
    assert dec.prompt == "Choose the permission you cast this spell with"
    assert dec.player == 0 and {a.value for a in d.game.legal_actions()} == {gisa, karador}
    d.choose(karador)
    d.pay()
    d.resolve()
    assert METHOD in _methods(d, second)
    d.cast(0, second, method=METHOD)  # only Gisa and Geralf's is left: nothing asked
    d.resolve()
    assert len(d.ids("Festering Goblin", zone="battlefield")) == 2


def test_the_permission_works_during_each_of_your_turns_only() -> None:
    """CR 601.3, 702.8a: "During each of your turns, you may cast a creature spell from your
    graveyard" (Karador's, worded as Gisa and Geralf's) gives no permission during an
    opponent's turn, even for a creature with flash (Cathar Commando); during its
    controller's own turn it does, in the upkeep too, at the card's own timing (flash)."""
    s = Scenario(seed=1)
    s.battlefield(0, KARADOR.name, "Plains", "Plains")
    s.graveyard(0, "Cathar Commando")
    s.library(0, *(["Island"] * 6))
    s.library(1, *(["Island"] * 6))
    s.at("upkeep", active=1, turn=2)
    d = Driver(s.build())
    commando = d.find("Cathar Commando")
    d.pass_priority()  # player 1, the active player
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert _methods(d, commando) == set()
    d.pass_until("upkeep", turn=3)
    assert d.decision.player == 0 and _methods(d, commando) == {METHOD}
    d.cast(0, commando, method=METHOD)
    d.resolve()
    assert d.find("Cathar Commando", zone="battlefield")


@pytest.mark.ruling("MIC-OR-0251")
def test_no_legend_rule_with_stitcher_geralf() -> None:
    """Official ruling: "Even though the cards portray the same characters, Gisa and Geralf
    has a different name than Ghoulcaller Gisa and Stitcher Geralf. Controlling Gisa and Geralf
    along with Ghoulcaller Gisa or Stitcher Geralf won't invoke the 'legend rule.'" Stitcher
    Geralf is cast with Gisa and Geralf on the battlefield: both stay, nothing is asked."""
    d = _gisa(lands=("Island",) * 5, hand=("Stitcher Geralf",))
    d.cast(0, "Stitcher Geralf")
    d.resolve()
    assert d.decision.kind == "priority"
    assert d.find(CARD, zone="battlefield") and d.find("Stitcher Geralf", zone="battlefield")


def test_a_zombie_with_morph_cant_be_cast_face_down_from_the_graveyard() -> None:
    """CR 702.37c, 601.3e: cast face down, Haunted Cadaver would be a 2/2 creature spell with
    no subtypes, not a Zombie creature spell; only casting it face up is allowed, and that is
    refused face down with the game unchanged."""
    d = _gisa("Haunted Cadaver")
    cadaver = d.find("Haunted Cadaver")
    assert _methods(d, cadaver) == {METHOD}
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.act(0, CastSpell(cadaver, "face_down"))
    assert d.game.fingerprint() == before
    d.cast(0, cadaver, method=METHOD)
    d.resolve()
    perm = d.find("Haunted Cadaver", zone="battlefield")
    assert not d.state.objects[perm].face_down


def test_a_zombie_card_in_an_opponents_graveyard_cant_be_cast() -> None:
    """"From your graveyard": the opponent's Festering Goblin gets no permission (CR 601.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp")
    s.graveyard(1, "Festering Goblin")
    s.library(0, "Island")
    d = Driver(s.build())
    assert _methods(d, d.find("Festering Goblin")) == set()


def test_a_countered_zombie_spell_used_up_the_permission() -> None:
    """The permission is for casting a spell (CR 601.2): the Festering Goblin cast with it and
    countered by Disruptive Pitmage goes back to the graveyard, and can't be cast again that
    turn."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp")
    s.graveyard(0, "Festering Goblin")
    s.battlefield(1, "Disruptive Pitmage")
    s.library(0, *(["Island"] * 4))
    d = Driver(s.build())
    goblin = d.find("Festering Goblin")
    spell = d.cast(0, goblin, method=METHOD)
    d.pass_priority()
    d.activate(1, "Disruptive Pitmage", targets=[spell])
    d.pass_priority()
    d.pass_priority()
    d.choose("decline")
    goblin = d.find("Festering Goblin", zone="graveyard")
    assert d.decision.kind == "priority" and not d.state.stack
    assert _methods(d, goblin) == set()


def test_with_fewer_than_four_cards_it_mills_what_there_is() -> None:
    """CR 701.17b: with two cards in the library it mills both; the player doesn't lose for
    that (only a draw from an empty library does, CR 704.5b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Swamp", "Swamp")
    s.hand(0, CARD)
    s.library(0, "Festering Goblin", "Island")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    assert d.state.players[0].library == []
    assert len(d.state.players[0].graveyard) == 2
    assert not d.state.players[0].lost


def test_a_changeling_creature_card_is_a_zombie_creature_spell() -> None:
    """CR 702.73a: a changeling card is every creature type in every zone, so it is a Zombie
    creature spell Gisa and Geralf lets its controller cast from the graveyard."""
    d = _gisa(AVIAN_CHANGELING.name, lands=("Plains",) * 3)
    card = d.find(AVIAN_CHANGELING.name)
    assert _methods(d, card) == {METHOD}
    d.cast(0, card, method=METHOD)
    d.resolve()
    assert d.find(AVIAN_CHANGELING.name, zone="battlefield")


def test_a_double_faced_card_is_its_front_face_in_the_graveyard() -> None:
    """CR 712.8a: in the graveyard Ludevic, Necrogenius has only its front face's
    characteristics, a Human Wizard: though its back face is a Zombie, it isn't a Zombie
    creature spell and gets no permission."""
    d = _gisa("Ludevic, Necrogenius")
    assert _methods(d, d.find("Ludevic, Necrogenius")) == set()


def test_a_zombie_commander_cast_from_the_graveyard_pays_no_commander_tax() -> None:
    """CR 903.8: the commander tax applies only to a commander cast from the command zone;
    Wilhelt, cast twice before from there, is cast from the graveyard with Gisa and Geralf's
    permission for its mana cost {2}{U}{B} alone."""
    s = Scenario(seed=1, format="commander")
    s.battlefield(0, CARD, "Island", "Island", "Swamp", "Swamp")
    s.commander(0, "Wilhelt, the Rotcleaver", zone="graveyard")
    s.commander_casts("Wilhelt, the Rotcleaver", 2)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    wilhelt = d.find("Wilhelt, the Rotcleaver")
    assert _methods(d, wilhelt) == {METHOD}
    d.cast(0, wilhelt, method=METHOD)
    lands = d.ids("Island", zone="battlefield") + d.ids("Swamp", zone="battlefield")
    assert len(lands) == 4 and all(d.state.objects[i].tapped for i in lands)
    d.resolve()
    assert d.zone_of("Wilhelt, the Rotcleaver") == "battlefield"


def test_patrician_geist_reduces_a_zombie_cast_with_the_permission() -> None:
    """CR 601.2f: "Spells you cast from your graveyard cost {1} less" applies to a Zombie cast
    from the graveyard with Gisa and Geralf's permission: Gluttonous Zombie ({4}{B}) costs
    {3}{B}, which four Swamps pay and three don't."""
    d = _gisa("Gluttonous Zombie", others=("Patrician Geist",))
    zombie = d.find("Gluttonous Zombie")
    assert _methods(d, zombie) == {METHOD}
    d.cast(0, zombie, method=METHOD)
    assert all(d.state.objects[s].tapped for s in d.ids("Swamp"))
    d.resolve()
    assert d.find("Gluttonous Zombie", zone="battlefield")
    d = _gisa("Gluttonous Zombie", lands=("Swamp",) * 3, others=("Patrician Geist",))
    assert _methods(d, d.find("Gluttonous Zombie")) == set()


def test_made_to_read_elf_an_elf_creature_spell_from_the_graveyard_not_a_zombie() -> None:
    """CR 612.2: Zombie changed to Elf on Gisa and Geralf (a Human Wizard, unchanged): an Elf
    creature card in your graveyard may be cast, a Zombie one can't."""
    d = _gisa("Gluttonous Zombie", "Elvish Warrior", lands=("Island", "Forest", "Forest"),
              hand=("Artificial Evolution",))
    gisa = d.find(CARD)
    zombie, elf = d.find("Gluttonous Zombie"), d.find("Elvish Warrior")
    d.cast(0, "Artificial Evolution", targets=[gisa])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert d.chars(gisa).subtypes == {"Human", "Wizard"}
    assert METHOD not in _methods(d, zombie)
    assert METHOD in _methods(d, elf)
    d.cast(0, elf, method=METHOD)
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "battlefield"
