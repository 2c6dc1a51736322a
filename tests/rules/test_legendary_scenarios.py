"""Acceptance scenarios for names, the legendary supertype and the legend rule (CR 201.2,
205.4, 704.5j).

CR 201.2    two objects have the same name only if they have a name in common: the two faces
            of a double-faced card have different names.
CR 205.4d   the legend rule applies to legendary permanents with the same name controlled by
            the same player (CR 704.5j), whoever owns them; the rest go to their owners'
            graveyards (CR 400.3).
CR 205.4b   a supertype is independent of card types: "nonlegendary" excludes a legendary
            creature whatever else it is.
CR 712.8e   a transformed permanent has its back face's name: a legend transforming into the
            name of another legend its controller controls meets the legend rule.
CR 708.2a   a face-down permanent has no name and no supertype: two face-down copies of a
            legend meet no legend rule until one is turned face up beside a face-up one.
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

ARLINN = "Arlinn, the Pack's Hope"
MASKED_LEGEND = define_card(
    "Reference Test Masked Legend", "{4}{B}{B}", "Legendary Creature — Human Rogue",
    "Morph {2}{B} (You may cast this card face down as a 2/2 creature for {3}. Turn it face "
    "up any time for its morph cost.)",
    power=5, toughness=5).name
"""A card made up for CR 708.2a with 704.5j: no legendary creature of the sets has morph."""


def test_201_2_ormendahl_and_jerren_have_different_names() -> None:
    """CR 201.2a: Jerren, Corrupted Bishop transformed is Ormendahl, the Corrupter: a second
    Jerren cast beside it shares no name with it, and both stay (no legend rule choice is
    asked)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Jerren, Corrupted Bishop", transformed=True)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Jerren, Corrupted Bishop")
    d = Driver(s.build())
    d.cast(0, "Jerren, Corrupted Bishop")
    d.resolve()
    assert d.decision.kind == "priority"
    assert sorted(d.chars(o).name for o in d.ids("Jerren, Corrupted Bishop", "battlefield")) == [
        "Jerren, Corrupted Bishop", "Ormendahl, the Corrupter"]


def test_201_2_dennick_cast_with_disturb_beside_dennick_keeps_both() -> None:
    """Dennick, Pious Apprentice on the battlefield and another cast with disturb as Dennick,
    Pious Apparition: different names, no legend rule."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dennick, Pious Apprentice")
    s.battlefield(0, "Plains", "Plains", "Island", "Island")
    s.graveyard(0, "Dennick, Pious Apprentice")
    d = Driver(s.build())
    d.cast(0, d.find("Dennick, Pious Apprentice", zone="graveyard"), method="disturb")
    d.resolve()
    assert d.decision.kind == "priority"
    assert sorted(d.chars(o).name for o in d.ids("Dennick, Pious Apprentice", "battlefield")) == [
        "Dennick, Pious Apparition", "Dennick, Pious Apprentice"]


def test_704_5j_a_second_arlinn_cast_at_night_enters_as_the_moons_fury_and_meets_the_first() -> None:
    """At night a daybound permanent enters transformed (CR 702.145b): the new Arlinn is
    Arlinn, the Moon's Fury, the same name as the one already there, so the legend rule asks
    its controller to keep one; the other goes to the graveyard."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, ARLINN, transformed=True, counters={"loyalty": 2})
    s.battlefield(0, "Mountain", "Mountain", "Forest", "Forest")
    s.hand(0, ARLINN)
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    old = d.find(ARLINN, zone="battlefield")
    d.cast(0, ARLINN)
    d.resolve()
    d.expect("legend_rule")
    new = next(o for o in d.ids(ARLINN, "battlefield") if o != old)
    assert d.chars(new).name == "Arlinn, the Moon's Fury"
    d.choose(old)
    assert d.ids(ARLINN, "battlefield") == [old]
    assert d.zone_of(ARLINN, player=0) == "battlefield"
    assert len(d.ids(ARLINN, "graveyard")) == 1


def test_704_5j_a_stolen_legend_meets_yours_and_the_one_let_go_goes_to_its_owner() -> None:
    """Each player controls a Sigarda, Champion of Light: no legend rule (different
    controllers). Pack's Betrayal gives player 0 the other one: now player 0 controls two
    and keeps one; the other Sigarda goes to its owner's graveyard (CR 400.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigarda, Champion of Light", label="mine")
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Pack's Betrayal")
    s.battlefield(1, "Sigarda, Champion of Light", label="theirs")
    d = Driver(s.build())
    mine = d.find("Sigarda, Champion of Light", player=0)
    theirs = d.find("Sigarda, Champion of Light", player=1)
    # State-based actions were checked before this priority with one Sigarda each: nothing.
    assert d.decision.kind == "priority" and len(d.ids("Sigarda, Champion of Light",
                                                       "battlefield")) == 2
    d.cast(0, "Pack's Betrayal", targets=[theirs])
    d.resolve()
    d.expect("legend_rule")
    assert d.decision.player == 0
    d.choose(theirs)
    assert d.ids("Sigarda, Champion of Light", "battlefield") == [theirs]
    assert d.state.objects[theirs].controller == 0
    assert sorted(d.game.card(c).name for c in d.state.players[0].graveyard) == [
        "Pack's Betrayal", "Sigarda, Champion of Light"]
    assert not d.state.players[1].graveyard
    # The other way round: letting the stolen one go puts it into its owner's graveyard.
    s2 = Scenario(seed=1)
    s2.battlefield(0, "Sigarda, Champion of Light")
    s2.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s2.hand(0, "Pack's Betrayal")
    s2.battlefield(1, "Sigarda, Champion of Light")
    d = Driver(s2.build())
    mine = d.find("Sigarda, Champion of Light", player=0)
    d.cast(0, "Pack's Betrayal", targets=[d.find("Sigarda, Champion of Light", player=1)])
    d.resolve()
    d.expect("legend_rule")
    d.choose(mine)
    assert d.ids("Sigarda, Champion of Light", "battlefield") == [mine]
    assert [d.game.card(c).name for c in d.state.players[1].graveyard] == [
        "Sigarda, Champion of Light"]
    assert [d.game.card(c).name for c in d.state.players[0].graveyard] == ["Pack's Betrayal"]


def test_205_4b_hallowed_respite_cant_target_a_legendary_creature() -> None:
    """Hallowed Respite exiles a "nonlegendary creature": of Katilda, Dawnhart Prime and a
    Glory Seeker, only the Seeker is a legal target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island")
    s.hand(0, "Hallowed Respite")
    s.battlefield(1, "Katilda, Dawnhart Prime", "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Hallowed Respite", "hand"), "normal"))
    d.expect("target")
    legal = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert d.find("Glory Seeker") in legal
    assert d.find("Katilda, Dawnhart Prime") not in legal


def test_704_5i_an_indestructible_planeswalker_still_dies_with_no_loyalty() -> None:
    """Avacyn's Memorial makes Teferi, Who Slows the Sunset indestructible, but 4 damage
    removes his 4 loyalty counters and the state-based action for 0 loyalty (CR 306.9) isn't
    destruction: he goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Memorial", "Teferi, Who Slows the Sunset")
    s.battlefield(1, "Mountain", "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    teferi = d.find("Teferi, Who Slows the Sunset")
    assert d.chars(teferi).has("Indestructible")
    d.cast(1, "Shock", targets=[teferi])
    d.resolve()
    assert d.state.objects[teferi].counters == {"loyalty": 2}
    d.cast(1, "Shock", targets=[teferi])
    d.resolve()
    assert d.zone_of("Teferi, Who Slows the Sunset") == "graveyard"


def _clone(d: Driver, original: int) -> int:
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(original)
    return int(d.state.battlefield[-1])


def test_704_5j_a_clone_of_an_opponents_legend_meets_no_legend_rule() -> None:
    """Clone copying the opponent's Gisa, Glorious Resurrector is a legendary Gisa under its
    caster's control: each player controls one, so no choice is asked."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.battlefield(1, "Gisa, Glorious Resurrector")
    s.hand(0, "Clone")
    d = Driver(s.build())
    clone = _clone(d, d.find("Gisa, Glorious Resurrector"))
    assert d.decision.kind == "priority"
    assert d.chars(clone).name == "Gisa, Glorious Resurrector"
    assert "Legendary" in d.chars(clone).supertypes


def test_201_5b_a_clone_of_dennicks_apparition_is_exiled_by_the_legend_rule() -> None:
    """Clone copying your Dennick, Pious Apparition (Dennick cast with disturb) has its name
    and its "If Dennick, Pious Apparition would be put into a graveyard from anywhere, exile it
    instead", which means the Clone itself: the legend rule keeps the original, and the Clone
    is exiled instead of going to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.battlefield(0, "Dennick, Pious Apprentice", transformed=True)
    s.hand(0, "Clone")
    d = Driver(s.build())
    dennick = d.find("Dennick, Pious Apprentice")
    _clone(d, dennick)
    d.expect("legend_rule")
    d.choose(dennick)
    assert d.zone_of("Dennick, Pious Apprentice") == "battlefield"
    assert d.zone_of("Clone") == "exile"


def test_704_5j_legendary_token_copies_meet_the_legend_rule() -> None:
    """Hour of Eternity exiles two Gisa, Glorious Resurrector cards and makes a 4/4 black
    Zombie token copy of each: both legendary Gisas, so one is kept, and the other token goes
    to the graveyard and ceases to exist (CR 111.7)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.graveyard(0, "Gisa, Glorious Resurrector", "Gisa, Glorious Resurrector")
    s.hand(0, "Hour of Eternity")
    d = Driver(s.build())
    d.cast(0, "Hour of Eternity", x=2, targets=d.ids("Gisa, Glorious Resurrector", "graveyard"))
    d.resolve()
    d.expect("legend_rule")
    d.choose(d.game.legal_actions()[0].value)  # type: ignore[attr-defined]
    tokens = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert len(tokens) == 1 and d.chars(tokens[0]).name == "Gisa, Glorious Resurrector"
    assert [d.game.card(c).name for c in d.state.players[0].graveyard] == ["Hour of Eternity"]


def test_708_2a_face_down_legends_have_no_name_and_meet_the_legend_rule_only_face_up() -> None:
    """CR 708.2a, 704.5j, 201.2a: two face-down copies of a legendary creature have no name
    (no name is the same as no other) and no supertype, so both stay; the first turned face up is alone; when the second is turned face
    up too, two legendary permanents named alike: one of them goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, MASKED_LEGEND, face_down=True, label="a")
    s.battlefield(0, MASKED_LEGEND, face_down=True, label="b")
    s.battlefield(0, *["Swamp"] * 6)
    d = Driver(s.build())
    first, second = d.ids(MASKED_LEGEND, "battlefield")
    d.special(0, "turn_face_up", first)
    d.pay()
    d.expect("priority")
    assert d.zone_of(MASKED_LEGEND) == "battlefield" and len(d.ids(MASKED_LEGEND, "battlefield")) == 2
    d.special(0, "turn_face_up", second)
    d.pay()
    d.expect("legend_rule")
    d.choose(first)
    assert d.ids(MASKED_LEGEND, "battlefield") == [first]
    assert len(d.ids(MASKED_LEGEND, "graveyard")) == 1


def test_704_5j_jerren_transforming_into_a_second_ormendahl_meets_the_legend_rule() -> None:
    """CR 201.2, 704.5j, 712.8e: Ormendahl, the Corrupter (a transformed Jerren) and a second
    Jerren, Corrupted Bishop share no name; at 13 life the second Jerren's end step ability
    transforms it, and now two legendary permanents are named Ormendahl: its controller keeps
    one and the other goes to the graveyard."""
    s = Scenario(seed=1, life=13)
    s.battlefield(0, "Jerren, Corrupted Bishop", transformed=True, label="ormendahl")
    s.battlefield(0, "Jerren, Corrupted Bishop", label="jerren")
    s.battlefield(0, *["Swamp"] * 6)
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    s.at("postcombat_main", active=0, turn=3)
    d = Driver(s.build())
    ormendahl, jerren = d.ids("Jerren, Corrupted Bishop", "battlefield")
    assert (d.chars(ormendahl).name, d.chars(jerren).name) == (
        "Ormendahl, the Corrupter", "Jerren, Corrupted Bishop")
    d.pass_priority()  # into the end step: the second Jerren's ability triggers
    d.pass_priority()
    d.resolve()
    d.expect("may")
    d.choose(True)
    d.pay()
    d.expect("legend_rule")
    assert {a.value for a in d.decision.actions if isinstance(a, Choose)} == {ormendahl, jerren}
    d.choose(jerren)
    assert d.ids("Jerren, Corrupted Bishop", "battlefield") == [jerren]
    assert d.chars(jerren).name == "Ormendahl, the Corrupter"
    assert len(d.ids("Jerren, Corrupted Bishop", "graveyard")) == 1


def test_704_5j_a_token_copy_put_into_the_graveyard_by_the_legend_rule_dies() -> None:
    """Cleaver Skaab sacrifices Wilhelt, the Rotcleaver and makes two token copies of it: two
    legendary permanents named alike, so one goes to the graveyard (CR 704.5j) and ceases to
    exist (CR 111.7). It died (CR 700.4): the Wilhelt kept sees "another Zombie you control
    dies" and creates a 2/2 black Zombie Token."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cleaver Skaab", "Wilhelt, the Rotcleaver", "Swamp", "Swamp", "Swamp")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.activate(0, "Cleaver Skaab", choices=[d.find("Wilhelt, the Rotcleaver")])
    d.resolve()
    d.expect("legend_rule")
    kept, lost = [o for o in d.ids("Wilhelt, the Rotcleaver", "battlefield")
                  if d.state.objects[o].is_token]
    d.choose(kept)
    assert lost not in d.state.objects  # a token leaving the battlefield ceases to exist
    assert len(d.state.stack) == 1  # the kept Wilhelt's trigger
    d.resolve()
    assert d.ids("Wilhelt, the Rotcleaver", "battlefield") == [kept]
    assert len(d.ids("Zombie Token", "battlefield")) == 1
