"""Paying a mana cost as one action (CR 601.2g–h, 605.3a, 106.6): in a game set up with
``auto_pay``, a payment decision offers ``PayAutomatically`` first, beside the mana abilities
one at a time; taking it pays the whole cost with a plan that keeps the player's other spells
castable and never spends mana the spell may not use."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manastack.decisions.actions import ActivateManaAbility, CastSpell, PayAutomatically
from manastack.dsl.mana_cost import ManaCost
from manastack.game import Game, GameSetupError
from manastack.game_document import GameDocumentError, check_setup
from manastack.rules.mana_matching import PermanentUnits
from manastack.rules.mana_supplies import ChoiceUnits, ManaSupply, units_counted
from manastack.scenario import Scenario, ScenarioError
from manastack.testing import Driver


def _driver(battlefield: tuple[str, ...], hand: tuple[str, ...], auto_pay: bool = True,
            opponent: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1, auto_pay=auto_pay)
    s.battlefield(0, *battlefield)
    s.hand(0, *hand)
    if opponent:
        s.battlefield(1, *opponent)
    return Driver(s.build())


def test_offered_first_beside_each_mana_ability_only_when_the_game_is_set_up_for_it() -> None:
    for auto in (True, False):
        d = _driver(("Forest", "Plains", "Plains"), ("Glory Seeker",), auto_pay=auto)
        d.cast(0, "Glory Seeker", pay=False)
        d.expect("pay_mana")
        acts = d.game.legal_actions()
        manual = [a for a in acts if isinstance(a, ActivateManaAbility)]
        assert {a.source for a in manual} == set(d.ids("Forest") + d.ids("Plains"))
        assert (acts[0] == PayAutomatically()) is auto
        assert len(acts) == len(manual) + auto


def test_the_whole_payment_is_one_action_and_keeps_the_other_spell_castable() -> None:
    """Glory Seeker ({1}{W}) with a Forest and two Plains, Birchlore Rangers ({G}) in hand:
    both Plains are tapped, the Forest (listed first) stays untapped for the Rangers."""
    d = _driver(("Forest", "Plains", "Plains"), ("Glory Seeker", "Birchlore Rangers"))
    sid = d.cast(0, "Glory Seeker", pay=False)
    n = len(d.game.history)
    d.act(0, PayAutomatically())
    assert len(d.game.history) == n + 1
    d.expect("priority")
    assert d.state.stack == [sid]
    assert all(d.state.objects[p].tapped for p in d.ids("Plains"))
    assert not d.state.objects[d.find("Forest")].tapped
    d.resolve()
    assert d.ids("Glory Seeker", zone="battlefield")
    rangers = d.find("Birchlore Rangers")
    assert CastSpell(rangers) in d.game.legal_actions()


def test_a_copy_of_the_game_at_a_payment_pays_automatically_as_the_game_would() -> None:
    """CR 601.2g-h: a copy of the game (``Game.clone``) taken at the payment decision pays
    the whole cost as one action, as the game itself does: both Plains tapped, the Forest
    kept for Birchlore Rangers, in the copy and then in the game."""
    d = _driver(("Forest", "Plains", "Plains"), ("Glory Seeker", "Birchlore Rangers"))
    sid = d.cast(0, "Glory Seeker", pay=False)
    d.expect("pay_mana")
    copy = d.game.clone()
    for game in (copy, d.game):
        game.apply(0, PayAutomatically())
        assert game.state.stack == [sid]
        assert all(game.state.objects[p].tapped for p in d.ids("Plains"))
        assert not game.state.objects[d.find("Forest")].tapped


def test_a_game_paid_automatically_leaves_no_state_alive_once_dropped() -> None:
    """The answers of the payment decision just asked are kept with the game's state, not by
    the process: once a game that paid automatically is dropped, none of its states is left
    (a program playing millions of games in one process keeps none of them)."""
    import gc

    from manastack.state.game_state import GameState

    def states() -> int:
        gc.collect()
        return sum(1 for o in gc.get_objects() if type(o) is GameState)
    before = states()
    d = _driver(("Forest", "Plains", "Plains"), ("Glory Seeker",))
    d.cast(0, "Glory Seeker", pay=False)
    d.act(0, PayAutomatically())
    assert states() > before
    del d
    assert states() == before


def test_mana_the_spell_may_not_use_is_not_spent() -> None:
    """CR 106.6: Somberwald Sage's mana may be spent only on creature spells; Bestial Menace
    (a sorcery, {3}{G}{G}) is paid with the five Forests, the Sage stays untapped."""
    d = _driver(("Somberwald Sage", *["Forest"] * 5), ("Bestial Menace",))
    d.cast(0, "Bestial Menace", pay=False)
    d.act(0, PayAutomatically())
    d.expect("priority")
    assert all(d.state.objects[f].tapped for f in d.ids("Forest"))
    assert not d.state.objects[d.find("Somberwald Sage")].tapped
    assert d.state.players[0].mana_pool == {}


def test_a_payment_during_resolution_is_one_action_too() -> None:
    """Complicate's "unless its controller pays {3}": the Shock's controller pays with their
    Mountains at once."""
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, *["Island"] * 3)
    s.hand(0, "Complicate")
    s.battlefield(1, *["Mountain"] * 4)
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0], pay=False)
    d.act(1, PayAutomatically())
    d.pass_priority()
    d.cast(0, "Complicate", targets=[shock], pay=False)
    d.act(0, PayAutomatically())
    d.resolve()
    d.choose("pay")
    assert d.expect("pay_mana").player == 1
    d.act(1, PayAutomatically())
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    d.resolve()
    assert d.life(0) == 18


def test_a_game_paid_automatically_replays_from_its_json() -> None:
    d = _driver(("Forest", "Plains", "Plains"), ("Glory Seeker",))
    d.cast(0, "Glory Seeker", pay=False)
    d.act(0, PayAutomatically())
    again = Game.from_json(d.game.to_json())
    assert again.fingerprint() == d.game.fingerprint()
    assert again.setup["auto_pay"] is True


def test_the_option_must_be_a_boolean() -> None:
    with pytest.raises(GameSetupError, match="auto_pay"):
        Game.new([["Forest"] * 40, ["Island"] * 40], auto_pay="yes")  # type: ignore[arg-type]
    with pytest.raises(ScenarioError, match="auto_pay"):
        Scenario(auto_pay=1)  # type: ignore[arg-type]
    with pytest.raises(GameDocumentError, match="auto_pay"):
        check_setup({"seed": 1, "decks": [[], []], "auto_pay": "yes"})


def _paid(battlefield: tuple[str, ...], spell: str, tokens: tuple[str, ...] = (),
          hand: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, *battlefield)
    for t in tokens:
        s.token(0, t)
    s.hand(0, spell, *hand)
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, spell, targets=[1] if spell == "Shock" else (), pay=False)
    d.act(0, PayAutomatically())
    d.expect("priority")
    return d


def test_a_land_is_tapped_rather_than_a_goblin_sacrificed() -> None:
    """CR 601.2g-h, 605.3b: paying Shock's {R}, the plan taps the Mountain rather than
    activating Skirk Prospector ("Sacrifice a Goblin: Add {R}"), which costs a creature."""
    d = _paid(("Skirk Prospector", "Goblin Sledder", "Mountain"), "Shock")
    assert d.state.objects[d.find("Mountain")].tapped
    assert d.ids("Skirk Prospector", "battlefield") and d.ids("Goblin Sledder", "battlefield")


def test_with_a_second_shock_in_hand_a_mountain_is_tapped_and_the_goblins_kept() -> None:
    """CR 601.2g-h, 605.3b, 118.3: paying Shock's {R} with two Mountains, Skirk Prospector
    and Goblin Sledder, another Shock in hand, the plan taps one Mountain: no Goblin is
    sacrificed, and the other Mountain still pays for the second Shock."""
    d = _paid(("Skirk Prospector", "Goblin Sledder", "Mountain", "Mountain"), "Shock",
              hand=("Shock",))
    assert sorted(d.state.objects[m].tapped for m in d.ids("Mountain")) == [False, True]
    assert d.ids("Skirk Prospector", "battlefield") and d.ids("Goblin Sledder", "battlefield")
    assert d.state.players[0].mana_pool == {}
    d.resolve()
    assert CastSpell(d.find("Shock", "hand")) in d.game.legal_actions()


def test_a_land_is_tapped_rather_than_a_treasure_sacrificed() -> None:
    """CR 601.2g-h: the generic {1} of Glory Seeker is paid with the Forest, not by
    sacrificing the Treasure (which could add any color)."""
    d = _paid(("Plains", "Forest"), "Glory Seeker", tokens=("Treasure",))
    assert all(d.state.objects[x].tapped for x in d.ids("Plains") + d.ids("Forest"))
    assert d.ids("Treasure", "battlefield")


def test_a_land_is_tapped_rather_than_two_elves() -> None:
    """CR 601.2g-h: Birchlore Rangers' "Tap two untapped Elves you control: Add one mana of
    any color" taps other permanents: the Forest pays {G} for Avacyn's Pilgrim instead."""
    d = _paid(("Forest", "Birchlore Rangers", "Elvish Warrior"), "Avacyn's Pilgrim")
    assert d.state.objects[d.find("Forest")].tapped
    assert not d.state.objects[d.find("Birchlore Rangers")].tapped
    assert not d.state.objects[d.find("Elvish Warrior", player=0)].tapped


def test_the_source_of_fewer_kinds_of_mana_pays_the_generic_part() -> None:
    """CR 601.2g-h: the generic {1} of Glory Seeker is paid with the Forest (green only)
    rather than Rockfall Vale (red or green), kept for later."""
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, "Rockfall Vale", "Forest", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker", pay=False)
    d.act(0, PayAutomatically())
    d.expect("priority")
    assert d.state.objects[d.find("Forest")].tapped
    assert not d.state.objects[d.find("Rockfall Vale")].tapped


def test_lands_pay_rather_than_a_creature_tapped_for_convoke() -> None:
    """CR 601.2g-h, 702.51a: with seven Plains and Glory Seeker, the plan pays Hour of
    Reckoning's {4}{W}{W}{W} with the Plains; the Seeker, which could convoke, stays
    untapped."""
    d = _paid(tuple(["Plains"] * 7) + ("Glory Seeker",), "Hour of Reckoning")
    assert all(d.state.objects[p].tapped for p in d.ids("Plains"))
    assert not d.state.objects[d.find("Glory Seeker")].tapped


def test_with_another_spell_in_hand_a_creature_convokes_only_what_keeps_it_castable() -> None:
    """CR 601.2g-h, 702.51a: with eight Plains, a Forest, Glory Seeker and Wirewood Elf ({1}{G})
    in hand, Hour of Reckoning is paid with seven Plains: the Forest and a Plains are left for
    the Elf and the Seeker isn't tapped."""
    d = _paid(tuple(["Plains"] * 8) + ("Forest", "Glory Seeker"), "Hour of Reckoning",
              hand=("Wirewood Elf",))
    assert sum(d.state.objects[p].tapped for p in d.ids("Plains")) == 7
    assert not d.state.objects[d.find("Forest")].tapped
    assert not d.state.objects[d.find("Glory Seeker", "battlefield")].tapped
    d.resolve()
    assert CastSpell(d.find("Wirewood Elf", "hand")) in d.game.legal_actions()


def test_lands_pay_rather_than_life() -> None:
    """CR 601.2g-h, 119.4: casting Electric Revelation by flashback ({3}{R}), the plan taps
    the four Mountains rather than activating Lord of the Forsaken ("Pay 1 life: Add {C}",
    for spells cast from a graveyard)."""
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, "Lord of the Forsaken", *["Mountain"] * 4)
    s.graveyard(0, "Electric Revelation")
    s.hand(0, "Plains")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Electric Revelation", "graveyard"), "flashback"))
    while d.decision.kind != "pay_mana":
        d.choose(d.decision.actions[0].value)
    d.act(0, PayAutomatically())
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    assert d.life(0) == 20


def test_a_land_is_tapped_rather_than_one_that_deals_damage() -> None:
    """CR 601.2g-h, 605.3a: Avacyn's Pilgrim's {G} is paid with the Forest, not Grand Coliseum
    (listed first), whose mana ability also deals 1 damage to its controller."""
    d = _paid(("Grand Coliseum", "Forest"), "Avacyn's Pilgrim")
    assert d.state.objects[d.find("Forest")].tapped
    assert not d.state.objects[d.find("Grand Coliseum")].tapped
    assert d.life(0) == 20



def test_the_dual_land_kept_is_the_one_making_the_colour_another_spell_needs() -> None:
    """CR 601.2g-h: paying Festering Goblin's {B} with Shipwreck Marsh (blue or black, listed
    first) or Haunted Ridge (black or red), the plan taps the Ridge: the Marsh's {U} stays for
    Imagecrafter in hand. Talisman of Unity, listed before both, is not tapped either."""
    d = _driver(("Talisman of Unity", "Shipwreck Marsh", "Haunted Ridge"),
                ("Festering Goblin", "Imagecrafter"))
    d.cast(0, "Festering Goblin", pay=False)
    d.act(0, PayAutomatically())
    d.expect("priority")
    assert d.state.objects[d.find("Haunted Ridge")].tapped
    assert not d.state.objects[d.find("Shipwreck Marsh")].tapped
    assert not d.state.objects[d.find("Talisman of Unity")].tapped
    assert d.life(0) == 20
    d.resolve()
    assert CastSpell(d.find("Imagecrafter", "hand")) in d.game.legal_actions()


def test_one_life_is_paid_rather_than_a_creature_sacrificed() -> None:
    """CR 601.2g-h, 119.4: casting Electric Revelation by flashback ({3}{R}) with three
    Mountains, Lord of the Forsaken ("Pay 1 life: Add {C}", for spells cast from a graveyard)
    and an Eldrazi Spawn ("Sacrifice this creature: Add {C}"), the plan pays the last {1} with
    1 life and keeps the Spawn."""
    s = Scenario(seed=1, auto_pay=True)
    s.token(0, "Eldrazi Spawn")
    s.battlefield(0, "Lord of the Forsaken", *["Mountain"] * 3)
    s.graveyard(0, "Electric Revelation")
    s.hand(0, "Plains")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Electric Revelation", "graveyard"), "flashback"))
    while d.decision.kind != "pay_mana":
        d.choose(d.decision.actions[0].value)  # type: ignore[attr-defined]
    d.act(0, PayAutomatically())
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    assert d.life(0) == 19
    assert d.ids("Eldrazi Spawn Token", "battlefield")


def test_no_mana_is_made_that_pays_none_of_the_cost() -> None:
    """CR 601.2g-h, 106.4: Festering Goblin's {B} is paid with the Swamp; the Plains (listed
    first), whose {W} would pay none of it and only stay in the pool, is not tapped."""
    d = _driver(("Plains", "Swamp"), ("Festering Goblin",))
    d.cast(0, "Festering Goblin", pay=False)
    d.act(0, PayAutomatically())
    d.expect("priority")
    assert d.state.objects[d.find("Swamp")].tapped
    assert not d.state.objects[d.find("Plains")].tapped
    assert d.state.players[0].mana_pool == {}



def test_a_land_with_two_ways_to_add_mana_is_kept_for_the_other_spell() -> None:
    """CR 601.2g-h, 106.4: under Mystic Monstrosity (lands have "{T}: Add one mana of any
    color"), Dimir Aqueduct may add {U}{B} or one mana of any color. Paying Festering
    Goblin's {B} with Daru Healer ({2}{W}) in hand, the plan taps a Plains for {B}: the
    other Plains and the Aqueduct's two mana still pay for the Healer, two Plains would not."""
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, "Mystic Skull", transformed=True)
    s.battlefield(0, "Dimir Aqueduct", "Plains", "Plains")
    s.hand(0, "Festering Goblin", "Daru Healer")
    d = Driver(s.build())
    d.cast(0, "Festering Goblin", pay=False)
    d.act(0, PayAutomatically())
    d.expect("priority")
    assert not d.state.objects[d.find("Dimir Aqueduct")].tapped
    assert sorted(d.state.objects[x].tapped for x in d.ids("Plains")) == [False, True]
    d.resolve()
    assert d.ids("Festering Goblin", "battlefield")
    assert CastSpell(d.find("Daru Healer"), "normal") in d.game.legal_actions()


def test_two_mana_of_one_color_from_rootcoil_creeper_pay_a_flashback_cost() -> None:
    """CR 601.2g-h, 106.6, 106.4: Abandon the Post's flashback {3}{R} with Rootcoil Creeper
    ("{T}: Add one mana of any color" or "{T}: Add two mana of any one color", that one only
    for spells from a graveyard) and two Mountains: the plan weighs the Creeper's two ways of
    adding mana and pays the whole cost with its two mana and the Mountains, nothing left in
    the pool."""
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, "Rootcoil Creeper", "Mountain", "Mountain")
    s.graveyard(0, "Abandon the Post")
    d = Driver(s.build())
    post = d.find("Abandon the Post", "graveyard")
    d.act(0, CastSpell(post, "flashback"))
    while d.decision.kind != "pay_mana":
        d.choose(d.decision.actions[0].value)  # type: ignore[attr-defined]
    d.act(0, PayAutomatically())
    d.expect("priority")
    assert all(d.state.objects[x].tapped for x in d.ids("Mountain") + d.ids("Rootcoil Creeper"))
    assert d.state.players[0].mana_pool == {}
    assert len(d.state.stack) == 1
    assert str(d.chars(d.state.stack[-1]).name) == "Abandon the Post"


def _paid_generic(lands: tuple[str, ...], others: tuple[str, ...]) -> Driver:
    """Jack-o'-Lantern ({1}) cast and paid automatically with ``lands``, ``others`` in hand."""
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, *lands)
    s.hand(0, *others, "Jack-o'-Lantern")
    d = Driver(s.build())
    d.cast(0, "Jack-o'-Lantern", pay=False)
    d.act(0, PayAutomatically())
    d.expect("priority")
    return d


def test_a_later_land_keeping_every_other_spell_castable_is_tapped() -> None:
    """CR 601.2g-h: the {1} of Jack-o'-Lantern with two Forests and an Island, Elvish Warrior
    ({G}{G}), Birchlore Rangers ({G}) and Elvish Vanguard ({1}{G}) in hand: a Forest (listed
    first) would leave the Warrior uncastable; the Island keeps all three castable."""
    d = _paid_generic(("Forest", "Forest", "Island"),
                      ("Elvish Warrior", "Birchlore Rangers", "Elvish Vanguard"))
    assert d.state.objects[d.find("Island")].tapped
    assert not any(d.state.objects[f].tapped for f in d.ids("Forest"))
    d.resolve()
    for name in ("Elvish Warrior", "Birchlore Rangers", "Elvish Vanguard"):
        assert CastSpell(d.find(name), "normal") in d.game.legal_actions()


def test_lands_keeping_as_many_other_spells_castable_go_by_the_order_listed() -> None:
    """CR 601.2g-h: the {1} of Jack-o'-Lantern with a Forest and two Islands, Imagecrafter
    ({U}), Birchlore Rangers ({G}) and Voidmage Prodigy ({U}{U}) in hand: tapping the Forest
    keeps Imagecrafter and the Prodigy castable, tapping an Island Imagecrafter and the
    Rangers; two each, so the Forest, listed first, is tapped."""
    d = _paid_generic(("Forest", "Island", "Island"),
                      ("Imagecrafter", "Birchlore Rangers", "Voidmage Prodigy"))
    assert d.state.objects[d.find("Forest")].tapped
    assert not any(d.state.objects[i].tapped for i in d.ids("Island"))
    d.resolve()
    assert CastSpell(d.find("Voidmage Prodigy"), "normal") in d.game.legal_actions()


def test_sungrass_prairie_pays_before_mystic_skull_and_its_spare_mana_keeps_the_skull_usable(
) -> None:
    """CR 601.2g-h, 605.3a, 106.4: Bounding Wolf ({2}{G}) with three Mountains, Mystic Skull
    ("{1}, {T}: Add one mana of any color") and Sungrass Prairie ("{1}, {T}: Add {G}{W}"),
    whichever entered first: two Mountains pay the {2}, and the {G} comes from the Prairie,
    the third Mountain paying its {1}, not from the Skull, whose use costs as much mana as it
    adds. The Prairie's {W} stays in the pool, and with it the untapped Skull can still add a
    mana of any color; the Skull tapped instead would have left the Prairie without mana for
    its {1}."""
    for board in (("Mystic Skull", "Sungrass Prairie"), ("Sungrass Prairie", "Mystic Skull")):
        d = _driver((*board, "Mountain", "Mountain", "Mountain"), ("Bounding Wolf",))
        skull, prairie = d.find("Mystic Skull"), d.find("Sungrass Prairie")
        d.cast(0, "Bounding Wolf", pay=False)
        d.act(0, PayAutomatically())
        d.expect("priority")
        assert d.state.stack
        assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
        assert d.state.objects[prairie].tapped and not d.state.objects[skull].tapped
        assert d.state.players[0].mana_pool == {"W": 1}
        assert {a.mana for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == skull} == set("WUBRG")


def test_mystic_skull_pays_before_crossroads_candleguide_whose_mana_costs_more() -> None:
    """CR 601.2g-h, 605.3a: Avacyn's Pilgrim's {G} with two Mountains, Mystic Skull ("{1},
    {T}: Add one mana of any color") and Crossroads Candleguide ("{2}: Add one mana of any
    color"), whichever entered first: the Skull adds the {G}, one Mountain paying its {1}; the
    Candleguide would have taken both Mountains for the same mana. One Mountain stays
    untapped."""
    for board in (("Crossroads Candleguide", "Mystic Skull"),
                  ("Mystic Skull", "Crossroads Candleguide")):
        d = _driver((*board, "Mountain", "Mountain"), ("Avacyn's Pilgrim",))
        d.cast(0, "Avacyn's Pilgrim", pay=False)
        d.act(0, PayAutomatically())
        d.expect("priority")
        assert d.state.stack and d.state.players[0].mana_pool == {}
        assert d.state.objects[d.find("Mystic Skull")].tapped
        assert sorted(d.state.objects[m].tapped for m in d.ids("Mountain")) == [False, True]


@pytest.mark.parametrize("chained", ["Mystic Skull", "Sungrass Prairie"])
def test_birchlore_rangers_pay_before_an_ability_whose_cost_spends_the_mountain_s_mana(
        chained: str) -> None:
    """CR 601.2g-h, 605.3a-b, 106.4: Avacyn's Pilgrim's {G} with Birchlore Rangers ("Tap two
    untapped Elves you control: Add one mana of any color"), Elvish Warrior, a Mountain and
    Mystic Skull ("{1}, {T}: Add one mana of any color") or Sungrass Prairie ("{1}, {T}: Add
    {G}{W}"), whichever of the Rangers and the other entered first: the Rangers, whose cost
    spends no mana, add the {G} (the player choosing the two Elves); the other stays untapped
    with the Mountain to pay its {1} later (the Prairie's spare {W} would have emptied from
    the pool)."""
    for board in ((chained, "Birchlore Rangers"), ("Birchlore Rangers", chained)):
        d = _driver((*board, "Elvish Warrior", "Mountain"), ("Avacyn's Pilgrim",))
        rangers = d.find("Birchlore Rangers")
        d.cast(0, "Avacyn's Pilgrim", pay=False)
        d.act(0, PayAutomatically())
        d.expect("cost_tap")  # which Elves to tap (CR 605.3b)
        d.choose(rangers)
        d.choose(d.find("Elvish Warrior", player=0))
        d.expect("priority")
        assert d.state.stack and d.state.players[0].mana_pool == {}
        assert d.state.objects[rangers].tapped
        assert not d.state.objects[d.find(chained)].tapped
        assert not d.state.objects[d.find("Mountain")].tapped


def test_sol_ring_is_kept_for_a_spell_paid_with_generic_mana_alone() -> None:
    """CR 601.2f-h, 106.4: Glory Seeker ({1}{W}) with two Plains and Sol Ring ({T}: Add
    {C}{C}), Arcane Signet ({2}) in hand: Sol Ring, adding more mana, is weighed first, but
    tapped it would leave one Plains for {W} and the Signet's {2}, one mana short; both
    Plains pay, and Sol Ring stays untapped for the Signet."""
    d = _driver(("Plains", "Plains", "Sol Ring"), ("Glory Seeker", "Arcane Signet"))
    d.cast(0, "Glory Seeker", pay=False)
    d.act(0, PayAutomatically())
    assert all(d.state.objects[p].tapped for p in d.ids("Plains"))
    assert not d.state.objects[d.find("Sol Ring")].tapped
    d.resolve()
    assert CastSpell(d.find("Arcane Signet"), "normal") in d.game.legal_actions()


# The units of a supply counted once answer as the supply does (CR 106.4, 601.2h, 107.4): the
# plan and the answers weigh each permanent tapped from them (``units_counted``). For small
# random supplies of permanents each usable once for its own mana, some of them one way or
# another, the same answer as ``ManaSupply.can_pay``, for the whole supply and once any one of
# its permanents is tapped for something else, one after another from the same counts.
_KINDS = ["W", "U", "B", "R", "G", "C"]
_UNIT = st.frozensets(st.sampled_from(_KINDS), min_size=1, max_size=2)
_WAY = st.lists(_UNIT, min_size=1, max_size=2).map(tuple)
_COST = st.builds(
    lambda generic, colored: ManaCost(generic, tuple(sorted(colored.items()))),
    st.integers(0, 3),
    st.dictionaries(st.sampled_from(["W", "U", "B", "R", "G"]), st.integers(1, 2), max_size=2))
_POOL = st.dictionaries(st.sampled_from(_KINDS), st.integers(0, 1), max_size=2)


@st.composite
def _supplies(draw: st.DrawFn) -> ManaSupply:
    sources = draw(st.lists(_WAY, max_size=4))
    choices = draw(st.lists(st.lists(_WAY, min_size=2, max_size=3, unique=True).map(tuple),
                            max_size=2))
    return ManaSupply(tuple(enumerate(sources)), (),
                      tuple((len(sources) + k, alts) for k, alts in enumerate(choices)),
                      (), 20)


@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])  # a busy machine isn't a failure
@given(_supplies(), _COST, _POOL)
def test_counted_units_answer_as_the_supply(supply: ManaSupply, cost: ManaCost,
                                            pool: dict[str, int]) -> None:
    counted = units_counted(supply)
    assert isinstance(counted, ChoiceUnits if supply.choices else PermanentUnits)
    assert counted.can_pay(pool, cost) == supply.can_pay(pool, cost)
    oids = [o for o, _ in supply.sources] + [o for o, _ in supply.choices]
    for oid in oids:
        assert counted.without(oid).can_pay(pool, cost) == \
            supply.without({oid}).can_pay(pool, cost), oid
    assert counted.can_pay(pool, cost) == supply.can_pay(pool, cost)
    if isinstance(counted, ChoiceUnits) and len(oids) >= 2:
        # two permanents tapped for something else, one after the other
        first, last = oids[0], oids[-1]
        assert counted.without(first).without(last).can_pay(pool, cost) == \
            supply.without({first, last}).can_pay(pool, cost)


def test_a_supply_with_a_cost_tapping_permanents_or_a_sacrifice_is_not_counted() -> None:
    plains = (frozenset("W"),)
    assert units_counted(ManaSupply(((1, plains),), (), (), (), 20)) is not None
    assert units_counted(ManaSupply(((1, plains),), (), (), (), 20).paying_for(1, {1})) is None
    assert units_counted(ManaSupply(((1, plains),), (), (), ((2, 0, plains, 1),), 20)) is None
    assert units_counted(ManaSupply(((1, plains),), (), (), (), 20,
                                    ((frozenset({3}), 1, plains),))) is None
    assert units_counted(ManaSupply(((1, plains),), (), (), (), 20, (), ((1, plains),))) is None


def test_a_later_step_of_the_payment_still_keeps_the_other_spell_castable() -> None:
    """CR 601.2g-h: Glory Seeker's {1}{W} with a Plains, a Forest and an Island (in that
    order), Birchlore Rangers ({G}) in hand: the Plains pays {W}, then the Island the {1}
    (the Forest, listed before it, would leave the Rangers uncastable)."""
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, "Plains", "Forest", "Island")
    s.hand(0, "Glory Seeker", "Birchlore Rangers")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker", pay=False)
    d.act(0, PayAutomatically())
    d.expect("priority")
    assert d.state.objects[d.find("Plains")].tapped
    assert d.state.objects[d.find("Island")].tapped
    assert not d.state.objects[d.find("Forest")].tapped
    d.resolve()
    assert CastSpell(d.find("Birchlore Rangers"), "normal") in d.game.legal_actions()


def test_sungrass_prairie_pays_rather_than_grand_coliseum_dealing_damage() -> None:
    """CR 601.2g-h, 605.3a: Foothill Guide's {W} paid with Grand Coliseum, Sungrass Prairie
    ("{1}, {T}: Add {G}{W}") and a Forest: the Forest's {G} pays none of it; the Coliseum's
    white mana would deal 1 damage, the Prairie's {1} costs mana: each costs more than
    tapping a land, and the Prairie, making fewer kinds of mana, is activated, its {1} paid
    by the Forest. No damage is dealt."""
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, "Grand Coliseum", "Sungrass Prairie", "Forest")
    s.hand(0, "Foothill Guide")
    d = Driver(s.build())
    d.cast(0, "Foothill Guide", pay=False)
    d.act(0, PayAutomatically())
    d.expect("priority")
    assert d.state.objects[d.find("Sungrass Prairie")].tapped
    assert d.state.objects[d.find("Forest")].tapped
    assert not d.state.objects[d.find("Grand Coliseum")].tapped
    assert d.life(0) == 20


def test_no_forest_is_tapped_for_mana_that_pays_none_of_the_cost_when_the_prairie_pays() -> None:
    """CR 601.2g-h, 605.3a, 106.4: Glory Seeker's {1}{W} with three Forests and Sungrass
    Prairie ("{1}, {T}: Add {G}{W}"): a Forest pays the {1}; then no Forest's {G} pays any of
    the {W}, the Prairie's {W} does: the Prairie is activated, a second Forest paying its {1};
    the third Forest stays untapped."""
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, "Forest", "Forest", "Forest", "Sungrass Prairie")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker", pay=False)
    d.act(0, PayAutomatically())
    d.expect("priority")
    assert d.state.objects[d.find("Sungrass Prairie")].tapped
    assert sorted(d.state.objects[f].tapped for f in d.ids("Forest")) == [False, True, True]
    assert d.state.players[0].mana_pool == {"G": 1}


def test_an_elf_made_a_goblin_makes_two_kinds_of_mana_and_a_forest_pays_instead() -> None:
    """CR 601.2g-h, 605.3a, 118.3: Wirewood Elf made a Goblin (by Mistform Mutant) beside
    Skirk Prospector ("Sacrifice a Goblin: Add {R}") may make {G} by tapping or {R} by being
    sacrificed: two kinds of mana, while a Forest makes one. Avacyn's Pilgrim's {G} is paid by
    the Forest, though the Elf is listed first; the Elf stays untapped."""
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, "Wirewood Elf", "Forest", "Skirk Prospector", "Mistform Mutant",
                  "Lonely Sandbar", "Lonely Sandbar")
    s.hand(0, "Avacyn's Pilgrim")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    elf = d.find("Wirewood Elf")
    for sandbar in d.ids("Lonely Sandbar"):
        d.mana(0, sandbar, "U")
    d.activate(0, "Mistform Mutant", targets=[elf])
    d.resolve()
    d.choose("Goblin")
    d.expect("priority")
    d.cast(0, "Avacyn's Pilgrim", pay=False)
    acts = [a for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)]
    assert [a.source for a in acts][:2] == [elf, d.find("Forest")]
    d.act(0, PayAutomatically())
    d.expect("priority")
    assert d.state.objects[d.find("Forest")].tapped
    assert not d.state.objects[elf].tapped
    assert d.ids("Skirk Prospector", "battlefield")


def test_a_dual_land_s_colour_that_leaves_the_rest_unpayable_is_not_taken_at_a_later_step(
) -> None:
    """CR 601.2g-h, 106.4: Florian, Voldaren Scion's {1}{B}{R} with an Island, Haunted Ridge
    ({B} or {R}) and Shipwreck Marsh ({U} or {B}): the Island pays the {1}; then the Ridge's
    {B}, ranked first, would leave the {R} unpayable (the Marsh makes none): the Ridge adds
    {R} and the Marsh {B}, and Florian is cast."""
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, "Island", "Haunted Ridge", "Shipwreck Marsh")
    s.hand(0, "Florian, Voldaren Scion")
    d = Driver(s.build())
    sid = d.cast(0, "Florian, Voldaren Scion", pay=False)
    d.act(0, PayAutomatically())
    d.expect("priority")
    assert d.state.stack == [sid]
    for land in ("Island", "Haunted Ridge", "Shipwreck Marsh"):
        assert d.state.objects[d.find(land)].tapped
    assert d.state.players[0].mana_pool == {}


def test_an_eldrazi_spawn_is_sacrificed_rather_than_the_mountain_another_spell_needs() -> None:
    """CR 601.2g-h, 605.3b: Jack-o'-Lantern's {1} with a Mountain and an Eldrazi Spawn
    ("Sacrifice this creature: Add {C}"), Shock in hand: tapping the Mountain, cheaper, would
    leave Shock uncastable; the Spawn is sacrificed and the Mountain still pays for Shock."""
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, "Mountain")
    s.token(0, "Eldrazi Spawn")
    s.hand(0, "Shock", "Jack-o'-Lantern")
    d = Driver(s.build())
    d.cast(0, "Jack-o'-Lantern", pay=False)
    d.act(0, PayAutomatically())
    d.expect("priority")
    assert not d.state.objects[d.find("Mountain")].tapped
    assert not d.ids("Eldrazi Spawn Token", "battlefield")
    d.resolve()
    assert CastSpell(d.find("Shock", "hand")) in d.game.legal_actions()


def test_jack_o_lantern_in_the_graveyard_pays_with_a_filter_land_automatically() -> None:
    """CR 113.6, 605.3a, 601.2g-h: Boneknitter ({1}{B}) with a Forest and Sungrass Prairie on
    the battlefield and Jack-o'-Lantern in the graveyard: only the chain pays it (the Forest
    pays the Prairie's {1}, the Prairie's {G} pays Jack-o'-Lantern's {1}, which adds the
    {B}), and the automatic payment takes it, Jack-o'-Lantern's ability activated from the
    graveyard among its answers."""
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, "Forest", "Sungrass Prairie")
    s.hand(0, "Boneknitter")
    s.graveyard(0, "Jack-o'-Lantern")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    sid = d.cast(0, "Boneknitter", pay=False)
    d.act(0, PayAutomatically())
    d.expect("priority")
    assert d.state.stack == [sid]
    assert d.ids("Jack-o'-Lantern", zone="exile")
    assert all(d.state.objects[p].tapped for p in d.ids("Forest") + d.ids("Sungrass Prairie"))
    assert not any(d.state.players[0].mana_pool.values())
