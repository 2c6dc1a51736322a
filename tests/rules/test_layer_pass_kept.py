"""The layer pass is kept while nothing it read changes (CR 613): characteristics computed
once for a battlefield are reused after changes they can't depend on, and computed anew
after the ones they can."""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, CastSpell
from manastack.rules import characteristics
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.phasing_out import phase_out_with_adversary


def anthem_at_upkeep() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", "Glory Seeker")
    s.library(1, "Glory Seeker", "Glory Seeker")
    s.at("upkeep", active=1, turn=4)
    return Driver(s.build())


def _cycle_sandbar(d: Driver) -> None:
    """Player 0 cycles Lonely Sandbar from their hand (CR 702.29a): its cost paid, its
    ability resolved."""
    sandbar = d.find("Lonely Sandbar", "hand")
    d.act(0, next(a for a in d.game.legal_actions()
                  if isinstance(a, ActivateAbility) and a.source == sandbar))
    d.pay()
    d.resolve()


def test_drawing_a_card_keeps_the_characteristics_of_the_battlefield() -> None:
    """A card moving from a library to a hand changes no permanent and no effect: the
    anthem (CR 613.4c) is not applied again, and it still applies."""
    d = anthem_at_upkeep()
    seeker = d.find("Glory Seeker", "battlefield")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)
    hand = len(d.state.players[1].hand)
    passes = characteristics.LAYER_PASSES
    d.pass_until("precombat_main", turn=4)
    assert len(d.state.players[1].hand) == hand + 1  # CR 504.1: the draw happened
    assert characteristics.LAYER_PASSES == passes
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)


def test_a_condition_read_by_the_layer_pass_is_read_again() -> None:
    """"Voldaren Stinger has first strike as long as it's attacking." The layer pass
    evaluated a condition, so declaring the attacker (which taps it and changes no other
    permanent) makes a new pass: it has first strike while attacking (CR 613.1f, 508.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Voldaren Stinger")
    d = Driver(s.build())
    stinger = d.find("Voldaren Stinger")
    assert not d.chars(stinger).has("First strike")
    d.to_combat()
    d.attack([stinger])
    assert d.state.objects[stinger].tapped
    assert d.chars(stinger).has("First strike")


def test_a_filter_reading_counters_keeps_the_pass_until_a_counter_is_put() -> None:
    """"Each creature you control with a +1/+1 counter on it has flying" reads only the
    counters of the permanents it applies to: a draw keeps the layer pass, and putting a
    counter on a creature (outlast, CR 702.107a) makes a new one in which it flies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Abzan Falconer", "Plains")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.library(0, "Plains", "Plains")
    s.at("upkeep", active=0, turn=4)
    d = Driver(s.build())
    falconer, seeker = d.find("Abzan Falconer"), d.find("Glory Seeker")
    assert d.chars(seeker).has("Flying") and not d.chars(falconer).has("Flying")
    passes = characteristics.LAYER_PASSES
    d.pass_until("precombat_main", turn=4)
    assert len(d.state.players[0].hand) == 1  # CR 504.1: the draw happened
    assert characteristics.LAYER_PASSES == passes
    d.activate(0, falconer)
    d.resolve()
    assert d.state.objects[falconer].counters.get("+1/+1") == 1
    assert characteristics.LAYER_PASSES > passes
    assert d.chars(falconer).has("Flying") and d.chars(seeker).has("Flying")


def test_tapping_a_land_for_mana_keeps_a_pass_that_read_no_tapped_status() -> None:
    """Tapping a permanent (CR 701.26a) changes none of its characteristics (CR 109.3): a layer
    pass that read no permanent's tapped status is kept after a Mountain is tapped for mana,
    and after the draw that follows; the anthem still applies (CR 613.4c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", "Glory Seeker", "Mountain")
    s.library(0, "Plains", "Plains")
    s.at("upkeep", active=0, turn=4)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)
    passes = characteristics.LAYER_PASSES
    d.mana(0, "Mountain")
    assert d.state.objects[d.find("Mountain")].tapped and d.state.players[0].mana_pool
    assert characteristics.LAYER_PASSES == passes
    d.pass_until("draw", turn=4)
    d.pass_priority()
    assert len(d.state.players[0].hand) == 1  # CR 504.1: the draw happened
    assert characteristics.LAYER_PASSES == passes
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)


def test_tapping_a_land_keeps_a_pass_that_evaluated_a_condition() -> None:
    """A layer pass that evaluated a condition ("as long as it's attacking", CR 611.3a) but
    read no tapped status is kept too when a Mountain is tapped for mana: the Stinger, not
    attacking, still has no first strike."""
    s = Scenario(seed=1)
    s.battlefield(0, "Voldaren Stinger", "Mountain")
    d = Driver(s.build())
    stinger = d.find("Voldaren Stinger")
    assert not d.chars(stinger).has("First strike")
    passes = characteristics.LAYER_PASSES
    d.mana(0, "Mountain")
    assert d.state.objects[d.find("Mountain")].tapped
    assert not d.chars(stinger).has("First strike")
    assert characteristics.LAYER_PASSES == passes


def test_tapping_a_creature_for_mana_gives_it_saryth_s_deathtouch() -> None:
    """Saryth's statics read whether a creature is tapped (CR 613.1f): tapping Wirewood Elf for
    mana makes a new layer pass, in which the Elf has deathtouch and no longer hexproof."""
    s = Scenario(seed=1)
    s.battlefield(0, "Saryth, the Viper's Fang", "Wirewood Elf")
    d = Driver(s.build())
    elf = d.find("Wirewood Elf")
    assert d.chars(elf).has("Hexproof") and not d.chars(elf).has("Deathtouch")
    d.mana(0, elf)
    assert d.state.objects[elf].tapped
    assert d.chars(elf).has("Deathtouch") and not d.chars(elf).has("Hexproof")


def test_choosing_a_target_keeps_a_pass_that_read_tapped_status() -> None:
    """Choosing a spell's target (CR 601.2c) changes no characteristic, even when the layer
    pass read whether permanents are tapped (Saryth, for the Elf): the pass is kept until the
    mana is paid by tapping a Mountain (CR 601.2g), which makes a new one."""
    s = Scenario(seed=1)
    s.battlefield(0, "Saryth, the Viper's Fang", "Wirewood Elf", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock", "hand"), "normal"))
    d.expect("target")
    assert d.chars(d.find("Saryth, the Viper's Fang")).power == 3
    passes = characteristics.LAYER_PASSES
    d.choose(d.find("Glory Seeker"))
    d.expect("pay_mana")
    d.game.legal_actions()
    assert characteristics.LAYER_PASSES == passes
    d.act(0, next(a for a in d.game.legal_actions()
                  if getattr(a, "source", None) == d.find("Mountain")))
    assert d.state.objects[d.find("Mountain")].tapped
    assert d.chars(d.find("Saryth, the Viper's Fang")).power == 3
    assert characteristics.LAYER_PASSES > passes
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_cycling_keeps_a_pass_with_an_effect_from_resolution() -> None:
    """Snarling Wolf's "+2/+2 until end of turn" (a continuous effect from a resolved ability,
    CR 611.2) stays applied, and the layer pass that applied it is kept, while Lonely Sandbar is
    cycled (CR 702.29a: discarded, then a card drawn): neither changes a permanent or an
    effect."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Wolf", "Forest", "Forest", "Island")
    s.hand(0, "Lonely Sandbar")
    s.library(0, "Plains", "Plains")
    d = Driver(s.build())
    wolf = d.find("Snarling Wolf")
    d.activate(0, wolf)
    d.resolve()
    assert d.chars(wolf).power == 3
    passes = characteristics.LAYER_PASSES
    _cycle_sandbar(d)
    assert d.ids("Lonely Sandbar", "graveyard") and d.ids("Plains", "hand")
    assert characteristics.LAYER_PASSES == passes
    assert (d.chars(wolf).power, d.chars(wolf).toughness) == (3, 3)


def test_a_pass_brought_up_to_date_for_a_land_played_is_kept_while_cycling() -> None:
    """Playing a land (CR 305.1) changes the battlefield and no spell or effect: the layer
    pass is brought up to date for it, the Plains entered, and that pass is then kept while
    Lonely Sandbar is cycled (CR 702.29a), which changes no permanent: the anthem still gives
    Glory Seeker +1/+1 (CR 613.4c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", "Glory Seeker", "Island")
    s.hand(0, "Plains", "Lonely Sandbar")
    s.library(0, "Plains", "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).power == 3
    d.play_land(0, "Plains")
    plains = d.find("Plains", "battlefield")
    assert "Land" in d.chars(plains).types
    passes = characteristics.LAYER_PASSES
    _cycle_sandbar(d)
    assert d.ids("Lonely Sandbar", "graveyard") and len(d.ids("Plains", "hand")) == 1
    assert characteristics.LAYER_PASSES == passes
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)


def test_casting_a_spell_makes_a_pass_that_covers_it() -> None:
    """The layer pass gives the characteristics of every spell on the stack too (CR 613.1,
    112.1): a pass made before Shock was cast is not kept once Shock is on the stack, though
    no permanent or effect changed; the new pass covers the spell."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    shock = d.find("Shock", "hand")
    assert shock not in characteristics.compute_all(d.state)
    passes = characteristics.LAYER_PASSES
    d.act(0, CastSpell(shock, "normal"))
    d.expect("target")
    assert len(d.state.stack) == 1
    spell = d.state.stack[0]  # a new object (CR 400.7)
    work = characteristics.compute_all(d.state)
    assert characteristics.LAYER_PASSES > passes
    assert work[spell].name == "Shock" and "Instant" in work[spell].types


def test_a_filter_reading_commanders_keeps_the_pass_while_they_are_unchanged() -> None:
    """"Commander creatures you control get +2/+2 and have indestructible" (Bastion Protector)
    reads of each creature only whether it is a commander, which it is from the start (CR
    903.3): a draw keeps the layer pass, and the commander keeps the bonus."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, "Visara the Dreadful", zone="battlefield")
    s.battlefield(0, "Bastion Protector", "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.at("upkeep", active=0, turn=4)
    d = Driver(s.build())
    visara = d.find("Visara the Dreadful")
    assert (d.chars(visara).power, d.chars(visara).toughness) == (7, 7)
    hand = len(d.state.players[0].hand)
    passes = characteristics.LAYER_PASSES
    d.pass_until("precombat_main", turn=4)
    assert len(d.state.players[0].hand) == hand + 1  # CR 504.1: the draw happened
    assert characteristics.LAYER_PASSES == passes
    c = d.chars(visara)
    assert (c.power, c.toughness) == (7, 7) and c.has("Indestructible")
    assert d.chars(d.find("Glory Seeker")).power == 2


def test_a_permanent_phased_out_after_an_index_was_made_no_longer_triggers() -> None:
    """Spectral Adversary's reflexive ability puts a +1/+1 counter on it (an event whose
    triggers are looked for with the permanents as they are), then phases out Festival
    Crasher: the battlefield and every permanent's abilities are unchanged, but a phased-out
    permanent is treated as though it doesn't exist (CR 702.26b), so casting Shock doesn't
    trigger "whenever you cast an instant or sorcery spell" (CR 603.2); phased in at its
    controller's untap step (CR 702.26d), it triggers again."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Mountain", "Mountain", "Festival Crasher")
    s.hand(0, "Spectral Adversary", "Shock", "Shock")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    crasher = d.find("Festival Crasher")
    phase_out_with_adversary(d, crasher)
    adversary = d.find("Spectral Adversary", "battlefield")
    assert d.state.objects[adversary].counters == {"+1/+1": 1}
    assert d.state.objects[crasher].phased_out
    d.act(0, CastSpell(d.find("Shock", "hand"), "normal"))
    d.choose(1)  # Shock targets player 1
    d.pay()
    assert len(d.state.stack) == 1  # Shock alone
    d.resolve()
    assert d.state.players[1].life == 18
    turn = d.state.turn
    d.pass_until("precombat_main", turn=turn + 2)
    assert not d.state.objects[crasher].phased_out
    d.act(0, CastSpell(d.find("Shock", "hand"), "normal"))
    d.choose(1)
    d.pay()
    assert len(d.state.stack) == 2  # Shock and Festival Crasher's trigger


def test_a_creature_dealt_lethal_combat_damage_dies_though_the_pass_was_kept() -> None:
    """Damage marked on creatures changes none of their characteristics (CR 120.3e, 109.3):
    the layer pass is kept as combat damage is dealt, and the state-based actions still see
    the damage marked since their last check, which found nothing: the 2/2 attacker blocked
    by a 3/3 dies (CR 510.2, 704.5g), the 3/3 is left with 2 damage; the unblocked 2/2
    deals 2 damage to the defending player (CR 510.1a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(1, "Glory Seeker", counters={"+1/+1": 1})
    d = Driver(s.build())
    mine = d.ids("Glory Seeker", "battlefield", 0)
    big = next(x for x in d.ids("Glory Seeker", "battlefield", 1)
               if d.state.objects[x].counters)
    d.to_combat()
    d.attack(mine)
    d.pass_priority()
    d.pass_priority()
    d.block({big: mine[0]})
    d.pass_until("combat_damage")
    assert mine[0] not in d.state.battlefield and big in d.state.battlefield
    assert mine[1] in d.state.battlefield
    assert d.state.objects[big].damage == 2
    assert d.state.players[1].life == 18
