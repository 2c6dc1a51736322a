"""Phased-out permanents are treated as though they don't exist (CR 702.26b): an effect that
looks at the battlefield doesn't see them, as for a count of "a commander you own on the
battlefield or in the command zone" (Visions of Dread, CR 903.3d), "if you control a
commander" (Drown in Dreams), the other lands a slow land counts (CR 614.12), the permanents
that may be sacrificed (Read the Runes, Custody Battle, Chain of Vapor, CR 701.21a), the creatures Butcher Orgg may divide its
combat damage among (CR 510.1), a Swamp for swampwalk (CR 702.14c), or the legend rule, which
applies once the phased-out legend phases in (CR 704.5j). Effects may end while a permanent is
phased out (CR 702.26f): an animation ending leaves its Aura illegal as it phases in, and a
"for as long as" control effect tracking a phased-out permanent ends for good.
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.phasing_out import phase_out_with_adversary


def _visions(phase_out: bool) -> Driver:
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Rorix Bladewing", zone="battlefield")  # mana value 6
    s.battlefield(0, *["Island"] * 4, *["Swamp"] * 10)
    s.hand(0, "Spectral Adversary")
    s.graveyard(0, "Visions of Dread")
    s.graveyard(1, "Glory Seeker")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    d = Driver(s.build())
    if phase_out:
        phase_out_with_adversary(d, d.find("Rorix Bladewing"))
        assert d.state.objects[d.find("Rorix Bladewing")].phased_out
    visions = d.find("Visions of Dread")
    assert CastSpell(visions, "flashback") in d.game.legal_actions()
    d.cast(0, visions, method="flashback", targets=[1], pay=False)
    return d


def test_a_phased_out_commander_doesnt_reduce_visions_of_dread() -> None:
    """CR 702.26b, 903.3d: player 0's commander Rorix Bladewing (mana value 6) is phased out:
    it isn't a commander on the battlefield, so Visions of Dread's flashback costs its full
    {8}{B}{B}."""
    d = _visions(phase_out=True)
    assert d.expect("pay_mana").prompt == "Pay {8}{B}{B}"


def test_a_phased_in_commander_reduces_visions_of_dread() -> None:
    """CR 903.3d: the same commander phased in reduces the flashback cost by {6}:
    {2}{B}{B}."""
    d = _visions(phase_out=False)
    assert d.expect("pay_mana").prompt == "Pay {2}{B}{B}"


def test_a_phased_out_legend_meets_the_legend_rule_only_once_it_phases_in() -> None:
    """CR 702.26b, 704.5j: player 0's Gisa, Glorious Resurrector is phased out; a second Gisa
    cast beside it meets no legend rule (the first is treated as though it doesn't exist). It
    phases in in player 0's next untap step, and the legend rule applies then."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gisa, Glorious Resurrector", phased_out=True)
    s.battlefield(0, *["Swamp"] * 4)
    s.hand(0, "Gisa, Glorious Resurrector")
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    d = Driver(s.build())
    d.cast(0, "Gisa, Glorious Resurrector")
    d.resolve()
    d.expect("priority")
    assert len(d.ids("Gisa, Glorious Resurrector", "battlefield")) == 2
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("legend_rule")
    assert dec.player == 0 and d.state.turn == 5
    d.choose(d.game.legal_actions()[0].value)  # type: ignore[attr-defined]
    assert len(d.ids("Gisa, Glorious Resurrector", "battlefield")) == 1


def test_a_phased_out_commander_isnt_controlled_for_drown_in_dreams() -> None:
    """CR 702.26b, 903.3d: "If you control a commander as you cast this spell, you may choose
    both": player 0's commander Rorix Bladewing is phased out, so they control no commander
    and Drown in Dreams offers one mode only; phased in, both."""
    for phased, both in ((True, False), (False, True)):
        s = Scenario(seed=1, format="commander")
        s.commander(0, "Rorix Bladewing", zone="battlefield")
        s.battlefield(0, *["Island"] * 10)
        s.hand(0, "Spectral Adversary", "Drown in Dreams")
        s.library(0, *["Forest"] * 10)
        s.library(1, *["Forest"] * 10)
        d = Driver(s.build())
        if phased:
            phase_out_with_adversary(d, d.find("Rorix Bladewing"))
        d.act(0, CastSpell(d.find("Drown in Dreams", "hand"), "normal"))
        d.expect("mode")
        d.choose(0)
        assert (d.decision.kind == "mode" and Choose(1) in d.game.legal_actions()) is both


def test_a_phased_out_land_doesnt_count_for_a_slow_land() -> None:
    """CR 702.26b, 614.12: Deserted Beach enters tapped unless its controller controls two or
    more other lands; a Forest and a phased-out Island are one land: it enters tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.battlefield(0, "Island", phased_out=True)
    s.hand(0, "Deserted Beach")
    s.library(0, *["Forest"] * 3)
    s.library(1, *["Forest"] * 3)
    d = Driver(s.build())
    d.play_land(0, "Deserted Beach")
    assert d.state.objects[d.find("Deserted Beach")].tapped


def test_a_phased_out_permanent_cant_be_sacrificed_for_read_the_runes() -> None:
    """CR 702.26b, 701.21a: Read the Runes (X=1) offers to sacrifice a permanent instead of
    discarding: player 0's phased-out Bounding Wolf isn't among the permanents offered."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 2, "Glory Seeker")
    s.battlefield(0, "Bounding Wolf", phased_out=True)
    s.hand(0, "Read the Runes")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    d = Driver(s.build())
    d.cast(0, "Read the Runes", x=1)
    d.resolve()
    d.expect("sacrifice")
    offered = {getattr(a, "value", None) for a in d.game.legal_actions()}
    wolf = d.find("Bounding Wolf")
    assert wolf not in offered
    assert d.find("Glory Seeker") in offered


def test_a_phased_out_land_cant_be_sacrificed_for_custody_battle() -> None:
    """CR 702.26b, 701.21a: in player 0's upkeep, with Custody Battle's "target opponent gains
    control of this creature unless you sacrifice a land" on the stack, player 1 makes player
    0's Forest a creature with Kamahl, Fist of Krosa and phases it out with Spectral
    Adversary. As the ability resolves, only the Plains may be sacrificed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Custody Battle", attached_to="seeker")
    s.battlefield(0, "Forest", "Plains")
    s.battlefield(1, "Kamahl, Fist of Krosa", "Forest", *["Island"] * 4)
    s.hand(1, "Spectral Adversary")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    d.expect("target")
    d.choose(1)
    d.pass_priority()
    forest = d.find("Forest", player=0)
    d.activate(1, "Kamahl, Fist of Krosa", index=0, targets=[forest])
    d.resolve()
    d.pass_priority()
    phase_out_with_adversary(d, forest, player=1)
    assert d.state.objects[forest].phased_out
    d.resolve()
    d.expect("sacrifice")
    offered = {getattr(a, "value", None) for a in d.game.legal_actions()}
    assert offered == {d.find("Plains"), None}


def test_a_phased_out_land_cant_be_sacrificed_for_chain_of_vapor() -> None:
    """CR 702.26b, 701.21a: Chain of Vapor returns player 1's Glory Seeker; player 1 "may
    sacrifice a land": their phased-out Island isn't among the lands, so the Plains is
    sacrificed without a choice."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Chain of Vapor")
    s.battlefield(1, "Glory Seeker", "Plains")
    s.battlefield(1, "Island", phased_out=True)
    s.library(0, *["Forest"] * 3)
    s.library(1, *["Forest"] * 3)
    d = Driver(s.build())
    d.cast(0, "Chain of Vapor", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.choose(True)  # player 1 sacrifices a land: the Plains, the only one there is
    assert d.zone_of("Plains") == "graveyard"
    assert d.zone_of("Island", player=1) == "battlefield"
    assert d.decision.player == 1 and "Copy" in d.decision.prompt



def test_a_phased_out_creature_isnt_among_butcher_orgg_s_recipients() -> None:
    """CR 702.26b, 510.1: unblocked Butcher Orgg may divide its combat damage among the
    defending player and the creatures they control; player 1's phased-out Elvish Warrior isn't
    one of them: the recipients are player 1 and Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", phased_out=True)
    d = Driver(s.build())
    orgg = d.find("Butcher Orgg")
    d.to_combat()
    d.attack([orgg])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({})
    while d.decision.kind != "damage_assignment":
        d.pass_priority()
    assert dict(d.decision.data)["recipients"] == (1, d.find("Glory Seeker"))
    d.choose((4, 2))
    d.pass_until("postcombat_main")
    assert d.life(1) == 16
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "battlefield"


def test_a_phased_out_swamp_doesnt_make_a_swampwalker_unblockable() -> None:
    """CR 702.26b, 702.14c: Anurid Murkdiver has swampwalk; player 1's only Swamp is phased
    out, so they control no Swamp: Glory Seeker may block it, and does."""
    s = Scenario(seed=1)
    s.battlefield(0, "Anurid Murkdiver")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(1, "Swamp", phased_out=True)
    s.library(0, *["Forest"] * 3)
    s.library(1, *["Forest"] * 3)
    d = Driver(s.build())
    diver = d.find("Anurid Murkdiver")
    d.to_combat()
    d.attack([diver])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    d.block({d.find("Glory Seeker"): diver})
    d.pass_until("postcombat_main")
    assert d.life(1) == 20


def test_an_animation_ending_while_phased_out_leaves_the_aura_illegal_as_it_phases_in() -> None:
    """CR 702.26f, 702.26g, 704.5m: player 0 makes their Forest a 1/1 creature until end of
    turn with Kamahl, Fist of Krosa, enchants it with Crown of Vigor and phases it out with
    Spectral Adversary; the Crown phases out with it. The animation ends at the end of turn 3
    while the Forest is phased out (an effect may expire then). In player 0's next untap step
    both phase in: the Forest is only a land, so the Crown ("Enchant creature") is attached to
    an illegal object and is put into the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", *["Forest"] * 4, *["Island"] * 4)
    s.hand(0, "Crown of Vigor", "Spectral Adversary")
    s.library(0, *["Plains"] * 3)
    s.library(1, *["Plains"] * 3)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    forest = d.ids("Forest")[0]
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[forest])
    d.resolve()
    d.cast(0, "Crown of Vigor", targets=[forest])
    d.resolve()
    crown = d.find("Crown of Vigor")
    assert (d.chars(forest).power, d.chars(forest).toughness) == (2, 2)
    phase_out_with_adversary(d, forest)
    assert d.state.objects[forest].phased_out and d.state.objects[crown].phased_out
    d.pass_until("upkeep", turn=4)
    assert d.zone_of("Crown of Vigor") == "battlefield"  # phased out: no state-based action
    d.pass_until("upkeep", turn=5)
    assert not d.state.objects[forest].phased_out
    assert "Creature" not in d.chars(forest).types
    assert d.zone_of("Crown of Vigor") == "graveyard"


def test_phasing_out_callous_oppressor_ends_its_control_for_good() -> None:
    """CR 702.26b, 702.26f, 611.2b: player 0 takes Glory Seeker with Callous Oppressor ("for
    as long as Callous Oppressor remains tapped"). Player 1 phases the tapped Oppressor out:
    the effect can no longer see it, so it ends and the Seeker is player 1's again at once.
    The Oppressor phases in, still tapped, in player 0's next untap step (player 0 choosing
    not to untap it): the ended effect doesn't come back."""
    s = Scenario(seed=1)
    s.battlefield(0, "Callous Oppressor", chosen={"creature_type": "Elf"})
    s.battlefield(1, "Glory Seeker", *["Island"] * 4)
    s.hand(1, "Spectral Adversary")
    s.library(0, *["Plains"] * 3)
    s.library(1, *["Plains"] * 3)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    seeker, oppressor = d.find("Glory Seeker"), d.find("Callous Oppressor")
    d.activate(0, oppressor, targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 0
    d.pass_priority()
    phase_out_with_adversary(d, oppressor, player=1)
    assert d.state.objects[oppressor].phased_out
    assert d.chars(seeker).controller == 1
    d.pass_until("end", turn=4)
    while d.decision.kind != "may":
        d.pass_priority()
    assert d.state.turn == 5 and d.decision.player == 0
    d.choose(False)  # "You may choose not to untap Callous Oppressor"
    assert not d.state.objects[oppressor].phased_out and d.state.objects[oppressor].tapped
    assert d.chars(seeker).controller == 1
