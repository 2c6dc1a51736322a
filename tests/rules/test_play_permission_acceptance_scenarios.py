"""Acceptance scenarios: permissions to play cards from zones other than the hand, spending mana
as though it were mana of any color, and abilities gained more than once or lost.

Each test drives the game through public actions; the rules cited decide the outcome.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import (
    ActivateAbility,
    CastSpell,
    DeclareBlocker,
    FinishDeclaration,
    PlayLand,
)
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver


def offered(d: Driver, card: int, method: str) -> bool:
    return CastSpell(card, method) in d.game.legal_actions()


def exile_top_with_reservoir(d: Driver) -> None:
    """Geistflame Reservoir's "{1}{R}, {T}: Exile the top card of your library. You may play
    that card this turn." activated and resolved."""
    d.act(0, ActivateAbility(d.find("Geistflame Reservoir"), 2))
    d.pay()
    d.resolve()


def test_mana_already_in_the_pool_is_spent_as_mana_of_any_color_on_the_exiled_card() -> None:
    """CR 609.4b, 106.4, 601.2h: Siphon Insight lets its caster spend mana as though it were
    mana of any color to cast the card it exiled. Blue mana made before the spell is cast,
    floating in the pool, pays Join the Dance's {G}{W}: the cast is offered with no untapped
    land left, and it is paid from the pool without asking for more."""
    s = Scenario(seed=3)
    s.battlefield(0, "Island", "Swamp", "Island", "Island")
    s.hand(0, "Siphon Insight")
    s.library(0, *["Island"] * 4)
    s.library(1, "Join the Dance", "Forest", *["Island"] * 4)
    d = Driver(s.build())
    d.cast(0, "Siphon Insight", targets=[1], pay=False)
    d.mana(0, d.ids("Island", "battlefield")[0])
    d.mana(0, "Swamp")
    d.pay()
    d.resolve()
    d.choose(d.find("Join the Dance", "library", player=1))
    dance = d.find("Join the Dance", "exile")
    for island in [i for i in d.ids("Island", "battlefield") if not d.state.objects[i].tapped]:
        d.mana(0, island)
    assert d.state.players[0].mana_pool == {"U": 2}
    assert offered(d, dance, "from_exile")  # no untapped permanent left: the pool pays
    d.cast(0, dance, method="from_exile", pay=False)
    d.expect("priority")
    assert d.state.players[0].mana_pool == {}
    d.resolve()
    assert len(d.ids("Human Token", "battlefield")) == 2


def test_a_card_exiled_to_be_played_this_turn_is_cast_with_its_additional_cost() -> None:
    """CR 601.2b, 601.2f, 601.2h: Electric Revelation exiled by Geistflame Reservoir is cast
    from exile for its mana cost {2}{R} and its additional cost, discarding a card; with no
    other card in hand it can't be cast. It resolves into its owner's graveyard, not exile
    (CR 608.2n: the permission says nothing of where it goes), and from there it may be cast
    again with flashback (CR 702.34a), which exiles it."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 9, "Geistflame Reservoir")
    s.library(0, "Electric Revelation", "Forest", "Island", "Plains", "Swamp")
    d = Driver(s.build())
    exile_top_with_reservoir(d)
    revelation = d.find("Electric Revelation", "exile")
    assert not d.state.players[0].hand
    assert not offered(d, revelation, "from_exile")  # nothing to discard
    assert not offered(d, revelation, "flashback")  # flashback works from a graveyard only

    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 9, "Geistflame Reservoir")
    s.hand(0, "Glory Seeker")
    s.library(0, "Electric Revelation", "Forest", "Island", "Plains", "Swamp")
    d = Driver(s.build())
    exile_top_with_reservoir(d)
    revelation = d.find("Electric Revelation", "exile")
    assert offered(d, revelation, "from_exile")
    assert not offered(d, revelation, "flashback")
    d.cast(0, revelation, method="from_exile", choices=[d.find("Glory Seeker")])
    assert d.zone_of("Glory Seeker") == "graveyard"  # discarded as the cost is paid
    d.resolve_all()  # the Reservoir's charge counter trigger, then the spell
    assert d.zone_of("Electric Revelation") == "graveyard"
    assert {d.game.card(c).name for c in d.state.players[0].hand} == {"Forest", "Island"}
    revelation = d.find("Electric Revelation", "graveyard")  # a new object (CR 400.7)
    assert offered(d, revelation, "flashback")
    d.cast(0, revelation, method="flashback", choices=[d.find("Forest", "hand")])
    d.resolve_all()
    assert d.zone_of("Electric Revelation") == "exile"
    assert {d.game.card(c).name for c in d.state.players[0].hand} == {"Island", "Plains", "Swamp"}


def test_a_card_exiled_to_be_played_this_turn_is_cast_with_a_sacrifice_as_its_cost() -> None:
    """CR 601.2b, 601.2h: Rite of Oblivion exiled by Geistflame Reservoir is cast from exile
    paying {W}{B} and sacrificing a nonland permanent (Glory Seeker), then exiles its target;
    it resolves into its owner's graveyard (CR 608.2n)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Plains", "Swamp", "Geistflame Reservoir",
                  "Glory Seeker")
    s.battlefield(1, "Krosan Tusker")
    s.library(0, "Rite of Oblivion", "Forest")
    d = Driver(s.build())
    exile_top_with_reservoir(d)
    rite = d.find("Rite of Oblivion", "exile")
    d.cast(0, rite, method="from_exile", targets=[d.find("Krosan Tusker")],
           choices=[d.find("Glory Seeker")])
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve_all()
    assert d.zone_of("Krosan Tusker") == "exile"
    assert d.zone_of("Rite of Oblivion") == "graveyard"


def test_a_creature_from_the_top_of_the_library_keeps_its_timing_in_your_own_turn() -> None:
    """CR 601.3, 117.1a, 307.1: Augur of Autumn's coven permission lets a creature spell be
    cast from the top of the library, not at another time: Glory Seeker on top can't be cast
    in its controller's own beginning of combat step, and can in the postcombat main phase."""
    s = Scenario(seed=1)
    s.battlefield(0, "Augur of Autumn", "Plains", "Plains", "Sparksmith")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})  # powers 2, 1 and 3: coven
    s.library(0, "Glory Seeker", "Forest")
    s.library(1, "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker", "library")
    assert offered(d, seeker, "from_library")
    d.pass_until("beginning_of_combat", turn=d.state.turn)
    assert d.decision.player == 0 and d.decision.kind == "priority"
    assert not offered(d, seeker, "from_library")
    d.pass_until("postcombat_main", turn=d.state.turn)
    assert d.decision.player == 0
    assert offered(d, seeker, "from_library")
    d.cast(0, seeker, method="from_library")
    d.resolve()
    assert len(d.ids("Glory Seeker", "battlefield")) == 2


def test_menace_gained_twice_is_redundant() -> None:
    """CR 702.111c, 702.111b: two Lords of the Accursed each give all Zombies menace; the
    Zombie token with both instances still can't be blocked by one creature, and two blockers
    are enough (not one per instance)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4, "Lord of the Accursed", "Lord of the Accursed")
    s.token(0, "Zombie")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    zombie = d.find("Zombie Token")
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    for lord in d.ids("Lord of the Accursed"):
        d.activate(0, lord)
        d.resolve()
    assert d.chars(zombie).has("Menace")
    d.to_combat()
    d.attack([zombie])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    with pytest.raises(IllegalActionError):
        d.block({seeker: zombie})
    d.expect("declare_blockers")
    d.act(1, DeclareBlocker(warrior, zombie))
    d.act(1, FinishDeclaration())
    assert d.state.combat.blockers.keys() == {seeker, warrior}


def test_two_auras_granting_the_same_activated_ability_give_two_instances() -> None:
    """CR 113.2c, 602.1: two Lavamancer's Skills on Glory Seeker each give it "{T}: This
    creature deals 1 damage to target creature"; each instance is a separate ability that may
    be activated, and the {T} in both costs lets only one of them be activated at a time."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 4, "Glory Seeker")
    s.hand(0, "Lavamancer's Skill", "Lavamancer's Skill")
    s.battlefield(1, "Daru Cavalier")
    d = Driver(s.build())
    seeker, cavalier = d.find("Glory Seeker"), d.find("Daru Cavalier")
    for skill in d.ids("Lavamancer's Skill", "hand"):
        d.cast(0, skill, targets=[seeker])
        d.resolve()

    def pings() -> list[ActivateAbility]:
        return [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == seeker]

    assert len({a.index for a in pings()}) == 2
    d.act(0, pings()[-1])
    d.choose(cavalier)
    d.pay()
    assert not pings()  # tapped: the other instance's {T} can't be paid
    d.resolve()
    assert d.state.objects[cavalier].damage == 1


def siphon_top_card(d: Driver, name: str) -> int:
    """Player 0 casts Siphon Insight at player 1 with an Island and a Swamp and exiles the card
    named ``name`` from the top two of player 1's library; returns the exiled card's id."""
    d.cast(0, "Siphon Insight", targets=[1], pay=False)
    d.mana(0, "Island")
    d.mana(0, "Swamp")
    d.pay()
    d.resolve()
    d.choose(d.find(name, "library", player=1))
    return d.find(name, "exile")


def test_a_land_of_an_opponent_played_from_exile_returns_to_its_owners_hand() -> None:
    """CR 108.3, 110.2, 305.2a: Dimir Aqueduct exiled from the opponent's library by Siphon
    Insight is played by the caster (their land play) and enters under their control; its
    enters trigger returns a land its controller controls "to its owner's hand": the Aqueduct
    itself goes to its owner's hand, the opponent's, not the caster's."""
    s = Scenario(seed=3)
    s.battlefield(0, "Island", "Swamp")
    s.hand(0, "Siphon Insight")
    s.library(0, *["Island"] * 4)
    s.library(1, "Dimir Aqueduct", "Forest", *["Island"] * 4)
    d = Driver(s.build())
    aqueduct = siphon_top_card(d, "Dimir Aqueduct")
    d.act(0, PlayLand(aqueduct))
    on_bf = d.find("Dimir Aqueduct", "battlefield")
    assert d.chars(on_bf).controller == 0 and d.state.objects[on_bf].tapped
    assert d.state.players[0].lands_played == 1
    while d.decision.kind != "priority" or d.state.stack:
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.choose(on_bf)  # the land to return: the Aqueduct itself
    assert d.zone_of("Dimir Aqueduct") == "hand"
    assert d.find("Dimir Aqueduct", "hand", player=1) in d.state.players[1].hand
    assert not [c for c in d.state.players[0].hand if d.game.card(c).name == "Dimir Aqueduct"]


def test_a_creature_of_an_opponent_cast_from_exile_is_bounced_to_its_owners_hand() -> None:
    """CR 108.3, 400.3: Glory Seeker cast by the Siphon Insight caster from the opponent's
    exiled cards is returned by the caster's own Fading Hope "to its owner's hand": it goes to
    the opponent's hand, and the caster may no longer cast it."""
    s = Scenario(seed=3)
    s.battlefield(0, "Island", "Swamp", "Island", "Island", "Island")
    s.hand(0, "Siphon Insight", "Fading Hope")
    s.library(0, *["Island"] * 4)
    s.library(1, "Glory Seeker", "Forest", *["Island"] * 4)
    d = Driver(s.build())
    seeker = siphon_top_card(d, "Glory Seeker")
    d.cast(0, seeker, method="from_exile")
    d.resolve()
    on_bf = d.find("Glory Seeker", "battlefield")
    assert d.chars(on_bf).controller == 0
    d.cast(0, "Fading Hope", targets=[on_bf])
    d.resolve()
    if d.decision.kind != "priority":
        d.take_first(d.decision.kind)  # scry 1: whichever
    in_hand = d.find("Glory Seeker", "hand", player=1)
    assert in_hand in d.state.players[1].hand
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell) and a.card == in_hand]


@pytest.mark.parametrize(("named", "stopped"), [("Glory Seeker", True),
                                                ("Lavamancer's Skill", False)])
def test_a_granted_ability_is_an_ability_of_the_creature_for_pithing_needle(
        named: str, stopped: bool) -> None:
    """CR 113.7, 602.5: Pithing Needle stops the activated abilities of sources with the chosen
    name. The "{T}: deal 1 damage" ability granted by Lavamancer's Skill is an ability of the
    enchanted Glory Seeker, its source: naming Glory Seeker stops it, {T} cost and all (it is
    no mana ability); naming the Aura doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Pithing Needle", "Lavamancer's Skill")
    s.battlefield(1, "Daru Cavalier")
    d = Driver(s.build())
    d.cast(0, "Pithing Needle")
    d.resolve()
    d.expect("choose_option")
    d.choose(named)
    seeker = d.find("Glory Seeker")
    d.cast(0, "Lavamancer's Skill", targets=[seeker])
    d.resolve()
    pings = [a for a in d.game.legal_actions()
             if isinstance(a, ActivateAbility) and a.source == seeker]
    assert (not pings) is stopped
    if not stopped:
        d.act(0, pings[0])
        d.choose(d.find("Daru Cavalier"))
        d.pay()
        d.resolve()
        assert d.state.objects[d.find("Daru Cavalier")].damage == 1


def test_a_card_of_an_opponent_cast_from_exile_goes_to_its_owners_graveyard_for_flashback() -> None:
    """CR 608.2n, 404.2, 702.34a: Rotten Reunion exiled from the opponent's library by Siphon
    Insight and cast by its caster resolves (a decayed Zombie for the caster) and is put into
    its owner's graveyard. Flashback lets a card be cast "from your graveyard": the caster can't
    flash it back from the opponent's graveyard; its owner can, an instant, in the caster's
    turn, and it is exiled."""
    s = Scenario(seed=3)
    s.battlefield(0, "Island", "Swamp", "Island")
    s.hand(0, "Siphon Insight")
    s.library(0, *["Island"] * 4)
    s.battlefield(1, "Swamp", "Swamp")
    s.library(1, "Rotten Reunion", "Forest", *["Island"] * 4)
    d = Driver(s.build())
    reunion = siphon_top_card(d, "Rotten Reunion")
    d.cast(0, reunion, method="from_exile")
    d.resolve()
    reunion = d.find("Rotten Reunion", "graveyard")
    assert reunion in d.state.players[1].graveyard
    [zombie] = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert d.chars(zombie).controller == 0
    assert d.decision.player == 0
    assert not offered(d, reunion, "flashback")
    d.pass_priority()
    assert d.decision.player == 1
    assert offered(d, reunion, "flashback")
    d.cast(1, reunion, method="flashback")
    d.resolve()
    assert d.zone_of("Rotten Reunion") == "exile"
    assert sorted(d.chars(o).controller for o in d.state.battlefield
                  if d.state.objects[o].is_token) == [0, 1]


def test_a_disturb_card_exiled_to_be_played_is_cast_front_face_up_only() -> None:
    """CR 702.146a, 712.8a, 712.11c: Baithook Angler exiled by Geistflame Reservoir may be cast
    from exile for its front face's mana cost {1}{U}; disturb casts it transformed only from
    its owner's graveyard, so it isn't offered from exile, and the Angler enters front face up.
    Once it has died, its disturb may be used from the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain", "Island"] * 4, "Geistflame Reservoir")
    s.hand(0, "Shock")
    s.library(0, "Baithook Angler", "Forest")
    d = Driver(s.build())
    exile_top_with_reservoir(d)
    angler = d.find("Baithook Angler", "exile")
    assert offered(d, angler, "from_exile")
    assert not offered(d, angler, "disturb")
    d.cast(0, angler, method="from_exile")
    d.resolve()
    on_bf = d.find("Baithook Angler", "battlefield")
    c = d.chars(on_bf)
    assert (c.name, c.power, c.toughness) == ("Baithook Angler", 2, 1)
    d.cast(0, "Shock", targets=[on_bf])
    d.resolve_all()
    angler = d.find("Baithook Angler", "graveyard")
    assert offered(d, angler, "disturb")


@pytest.mark.parametrize("forest", [False, True])
def test_mana_of_any_color_is_for_casting_the_exiled_card_not_for_its_abilities(
        forest: bool) -> None:
    """CR 609.4b, 602.2b: Siphon Insight's "spend mana as though it were mana of any color to
    cast that spell" pays Snarling Wolf's {1}{G} with two Islands, but not the {1}{G} of the
    Wolf's activated ability once it is on the battlefield: with only Islands left it can't be
    activated; with a Forest among them it can."""
    s = Scenario(seed=3)
    s.battlefield(0, "Island", "Swamp", *["Island"] * 4, *(["Forest"] if forest else []))
    s.hand(0, "Siphon Insight")
    s.library(0, *["Island"] * 4)
    s.library(1, "Snarling Wolf", "Forest", *["Island"] * 4)
    d = Driver(s.build())
    wolf = siphon_top_card(d, "Snarling Wolf")
    d.cast(0, wolf, method="from_exile", pay=False)
    for island in [i for i in d.ids("Island", "battlefield")
                   if not d.state.objects[i].tapped][:2]:
        d.mana(0, island)
    d.expect("priority")
    d.resolve()
    wolf = d.find("Snarling Wolf", "battlefield")
    pump = [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility) and a.source == wolf]
    assert bool(pump) is forest


def test_the_permission_to_play_the_exiled_card_outlives_the_reservoir() -> None:
    """CR 611.2a, 113.7a: "You may play that card this turn" is a continuous effect of the
    resolved ability, not of Geistflame Reservoir's static abilities: the Reservoir destroyed
    in response to its ability, and after the ability resolved, the exiled Shock may still be
    cast this turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Geistflame Reservoir")
    s.library(0, "Shock", "Forest")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    res = d.find("Geistflame Reservoir")
    d.act(0, ActivateAbility(res, 2))
    d.pay()
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[res])
    d.resolve()
    assert d.zone_of("Geistflame Reservoir") == "graveyard"
    d.resolve()
    shock = d.find("Shock", "exile")
    assert offered(d, shock, "from_exile")
    d.cast(0, shock, method="from_exile", targets=[1])
    d.resolve()
    assert d.life(1) == 18


@pytest.mark.parametrize("with_the_monster", [False, True])
def test_a_creature_that_lost_its_dies_ability_doesnt_trigger_dying_even_with_the_source(
        with_the_monster: bool) -> None:
    """CR 603.10a, 613.1f: a slime counter makes Covetous Castaway lose all abilities while
    Sludge Monster is on the battlefield. Its "When this dies, mill three cards" looks back to
    just before the event, when it had no abilities: it doesn't trigger when Shock kills it,
    nor when Akroma's Vengeance destroys it together with Sludge Monster (before the event the
    Monster's effect still applied)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6, "Mountain", "Sludge Monster")
    s.hand(0, "Akroma's Vengeance", "Shock")
    s.battlefield(1, "Covetous Castaway", counters={"slime": 1})
    s.library(1, *["Island"] * 6)
    d = Driver(s.build())
    castaway = d.find("Covetous Castaway")
    assert not d.chars(castaway).abilities
    if with_the_monster:
        d.cast(0, "Akroma's Vengeance")
    else:
        d.cast(0, "Shock", targets=[castaway])
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Sludge Monster") == ("graveyard" if with_the_monster else "battlefield")
    assert [d.game.card(c).name for c in d.state.players[1].graveyard] == [
        "Covetous Castaway // Ghostly Castigator"]  # nothing milled
    assert len(d.state.players[1].library) == 6
