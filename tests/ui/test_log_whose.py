"""Whose object a damage entry names when its name doesn't tell (``ui.log_whose``): a source
or a permanent dealt damage that shares its name with another object the player can see is
named with its controller as the damage was dealt (CR 110.2), in English and in Japanese."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.session import PlaySession
from tests.rules.test_log_knowledge import _embermages_ping


def _damage_lines(d: Driver, player: int, lang: str) -> list[str]:
    word = "damage" if lang == "en" else "ダメージ"
    return [line for line in PlaySession(d.game, player, [], lang).log_lines() if word in line]


def test_two_objects_of_one_name_are_told_apart_by_their_controller() -> None:
    """Each player has an Embermage Goblin and a Glory Seeker: player 1's Embermage pings
    player 0's Glory Seeker, then player 0's pings player 1. Each source and permanent is
    named with whose it was; a player is named as always."""
    d = _embermages_ping()
    assert _damage_lines(d, 0, "en") == [
        "Embermage Goblin (Player 2's) deals 1 damage → Glory Seeker (yours)",
        "Embermage Goblin (yours) deals 1 damage → Player 2"]
    assert _damage_lines(d, 1, "en") == [
        "Embermage Goblin (yours) deals 1 damage → Glory Seeker (Player 1's)",
        "Embermage Goblin (Player 1's) deals 1 damage → You"]
    assert _damage_lines(d, 0, "ja") == [
        "プレイヤー2の燃えさし魔道ゴブリンが1点のダメージを与えた → あなたの栄光の探求者",
        "あなたの燃えさし魔道ゴブリンが1点のダメージを与えた → プレイヤー2"]


def test_a_name_no_other_object_has_is_not_qualified() -> None:
    """One Embermage Goblin and one Glory Seeker: the entry names them alone."""
    s = Scenario(seed=1)
    s.battlefield(0, "Embermage Goblin")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Embermage Goblin", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert _damage_lines(d, 0, "en") == ["Embermage Goblin deals 1 damage → Glory Seeker"]
    assert _damage_lines(d, 1, "ja") == ["燃えさし魔道ゴブリンが1点のダメージを与えた → 栄光の探求者"]


def test_a_source_that_left_is_told_apart_from_the_one_that_stays() -> None:
    """Player 1's Embermage Goblin pings player 0, then dies to player 0's Shock: its entry
    still names it as Player 2's, as player 0's Embermage Goblin is still on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Embermage Goblin", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Embermage Goblin")
    d = Driver(s.build())
    theirs = d.ids("Embermage Goblin", player=1)[0]
    d.pass_priority()
    d.activate(1, theirs, targets=[0])
    d.resolve()
    d.cast(0, "Shock", targets=[theirs])
    d.resolve()
    assert d.ids("Embermage Goblin", zone="graveyard")
    assert _damage_lines(d, 0, "en")[:2] == [
        "Embermage Goblin (Player 2's) deals 1 damage → You",
        "Shock deals 2 damage → Embermage Goblin (Player 2's)"]


def test_objects_of_one_name_all_one_players_are_not_qualified_cr_110_2() -> None:
    """Player 0 controls two Embermage Goblins and player 1 none: whose Embermage pinged is
    no question, so each entry names it alone (saying "yours" would tell it apart from
    nothing); player 1's lone Glory Seeker is named alone too."""
    s = Scenario(seed=1)
    s.battlefield(0, "Embermage Goblin", "Embermage Goblin")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    first, second = d.ids("Embermage Goblin", player=0)
    d.activate(0, first, targets=[1])
    d.resolve()
    d.activate(0, second, targets=[d.find("Glory Seeker")])
    d.resolve()
    for p in (0, 1):
        assert _damage_lines(d, p, "en") == [
            "Embermage Goblin deals 1 damage → " + ("Player 2" if p == 0 else "You"),
            "Embermage Goblin deals 1 damage → Glory Seeker"]
    assert _damage_lines(d, 1, "ja") == [
        "燃えさし魔道ゴブリンが1点のダメージを与えた → あなた",
        "燃えさし魔道ゴブリンが1点のダメージを与えた → 栄光の探求者"]


def test_tokens_of_one_name_all_one_players_are_not_qualified_cr_110_2() -> None:
    """Two Zombie tokens of player 0 attack player 1 unblocked: each combat damage entry
    names "Zombie Token" alone, for each player."""
    s = Scenario(seed=1)
    s.token(0, "Zombie", count=2)
    d = Driver(s.build())
    d.to_combat()
    d.attack(d.ids("Zombie", player=0))
    d.take_first("order_triggers")
    d.pass_until("combat_damage")
    for p in (0, 1):
        lines = _damage_lines(d, p, "en")
        assert len(lines) == 2 and all(x.startswith("Zombie Token deals 2 damage") for x in lines), lines


def test_a_card_in_a_graveyard_is_its_owners_cr_108_4a() -> None:
    """A card in a graveyard has no controller: it is its owner's (CR 108.4a). Player 0 casts
    Shock at player 1 with a Shock of their own in their graveyard: the entry names Shock
    alone; with a Shock in player 1's graveyard instead, it says whose Shock dealt damage."""
    for owner, en, ja in ((0, "Shock deals 2 damage → Player 2", "ショックが2点のダメージを与えた → プレイヤー2"),
                          (1, "Shock (yours) deals 2 damage → Player 2",
                           "あなたのショックが2点のダメージを与えた → プレイヤー2")):
        s = Scenario(seed=1)
        s.battlefield(0, "Mountain")
        s.hand(0, "Shock")
        s.graveyard(owner, "Shock")
        d = Driver(s.build())
        d.cast(0, "Shock", targets=[1])
        d.resolve()
        assert _damage_lines(d, 0, "en") == [en]
        assert _damage_lines(d, 0, "ja") == [ja]
