"""Combat in every player's view: whom each attacking creature attacks (CR 508.1b), who
blocks it (CR 509.1), and that it stays blocked once its blocker is gone (CR 509.1h)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _seeker_blocked_by_goblin(d: Driver) -> tuple[int, int]:
    """Player 0's Glory Seeker attacks and player 1's Nosy Goblin blocks it."""
    seeker, goblin = d.find("Glory Seeker"), d.find("Nosy Goblin")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({goblin: seeker})
    return seeker, goblin


def test_an_attacker_whose_blocker_died_is_still_shown_blocked() -> None:
    """CR 509.1h, 506.4: Glory Seeker is blocked by Nosy Goblin; Shock kills the Goblin;
    the Seeker is still a blocked attacking creature, in every view."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Nosy Goblin")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    seeker, goblin = _seeker_blocked_by_goblin(d)
    for v in (d.game.view(0), d.game.view(1), d.game.spectator_view()):
        assert v["combat"]["attackers"] == [[seeker, 1]]
        assert v["combat"]["blockers"] == [[goblin, [seeker]]]
        assert v["combat"]["blocked"] == [seeker]
    d.cast(0, "Shock", targets=[goblin])
    d.resolve()
    assert d.zone_of("Nosy Goblin") == "graveyard"
    for v in (d.game.view(0), d.game.view(1), d.game.spectator_view()):
        assert v["combat"]["attackers"] == [[seeker, 1]]
        assert v["combat"]["blocked"] == [seeker]


def test_the_terminal_marks_a_blocked_attacker() -> None:
    """CR 509.1h: the terminal's battlefield marks the attacker blocked."""
    from manastack.ui.describe import Describer
    from manastack.ui.panes import plain, player_pane
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Nosy Goblin")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    seeker, goblin = _seeker_blocked_by_goblin(d)
    view = d.game.view(1)
    assert "[blocked]" in plain(player_pane(Describer(d.game, 1, "en"), view,
                                            view["players"][0]))


def _four_attacks() -> Driver:
    """A table of four: player 0's Glory Seeker attacks player 1, Elvish Warrior attacks
    player 2's Teferi, Who Slows the Sunset, and Daru Cavalier attacks player 3."""
    s = Scenario(players=4, seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 10)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior", "Daru Cavalier")
    s.battlefield(2, "Teferi, Who Slows the Sunset")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    cavalier, teferi = d.find("Daru Cavalier"), d.find("Teferi, Who Slows the Sunset")
    d.to_combat()
    d.attack({seeker: 1, warrior: teferi, cavalier: 3})
    return d


def _attack_entries(view: dict) -> list[dict]:
    return [e for e in view["log"] if e["kind"] == "attacks"]


def test_802_3_each_log_entry_of_an_attack_says_whom_the_creature_attacks() -> None:
    """CR 508.1b, 802.3: as each creature is declared an attacker, the attacking player
    chooses the player or planeswalker it attacks, in the open: every player's log, and a
    spectator's, says whom each attacks, a planeswalker with its controller (the defending
    player, CR 508.5)."""
    d = _four_attacks()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    cavalier, teferi = d.find("Daru Cavalier"), d.find("Teferi, Who Slows the Sunset")
    for v in (*(d.game.view(p) for p in range(4)), d.game.spectator_view()):
        got = [{k: e.get(k) for k in ("object", "attacking", "attacking_card",
                                      "attacking_object", "attacking_controller")}
               for e in _attack_entries(v)]
        assert got == [
            {"object": seeker, "attacking": 1, "attacking_card": None,
             "attacking_object": None, "attacking_controller": None},
            {"object": warrior, "attacking": None,
             "attacking_card": "Teferi, Who Slows the Sunset", "attacking_object": teferi,
             "attacking_controller": 2},
            {"object": cavalier, "attacking": 3, "attacking_card": None,
             "attacking_object": None, "attacking_controller": None}]


def test_802_3_the_log_s_sentences_say_who_attacks_whom_in_english_and_japanese() -> None:
    """CR 508.1b, 802.3: the terminal's log names the player or planeswalker each creature
    attacks, "you" to the player attacked; a planeswalker attacked is named with whose it is."""
    from manastack.ui.describe import Describer
    d = _four_attacks()

    def lines(p: int, lang: str) -> list[str | None]:
        desc = Describer(d.game, p, lang)
        return [desc.event(e) for e in _attack_entries(d.game.view(p))]

    assert lines(1, "en") == ["Glory Seeker attacks you",
                              "Elvish Warrior attacks Teferi, Who Slows the Sunset (Player 3's)",
                              "Daru Cavalier attacks Player 4"]
    assert lines(2, "en")[1] == "Elvish Warrior attacks Teferi, Who Slows the Sunset (yours)"
    assert lines(0, "en")[0] == "Glory Seeker attacks Player 2"
    assert lines(1, "ja") == ["栄光の探求者があなたを攻撃した",
                              "エルフの戦士がプレイヤー3の日没を遅らせる者、テフェリーを攻撃した",
                              "ダールの騎兵がプレイヤー4を攻撃した"]
    assert lines(2, "ja")[1] == "エルフの戦士があなたの日没を遅らせる者、テフェリーを攻撃した"


def test_a_face_down_attacker_is_hidden_but_the_planeswalker_it_attacks_is_not() -> None:
    """CR 708.5, 802.3: a face-down Daru Lancer attacks player 2's Teferi: the other players'
    logs don't name the Lancer but do name the planeswalker attacked, which is public."""
    from manastack.ui.describe import Describer
    s = Scenario(players=3, seed=1)
    for p in range(3):
        s.library(p, *["Forest"] * 10)
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(2, "Teferi, Who Slows the Sunset")
    s.at("precombat_main", active=0, turn=4)
    d = Driver(s.build())
    lancer, teferi = d.find("Daru Lancer"), d.find("Teferi, Who Slows the Sunset")
    d.to_combat()
    d.attack({lancer: teferi})
    for p, card in ((0, "Daru Lancer"), (1, None), (2, None)):
        [e] = _attack_entries(d.game.view(p))
        assert (e["card"], e["attacking_card"], e["attacking_object"],
                e["attacking_controller"]) == (card, "Teferi, Who Slows the Sunset", teferi, 2)
    [e] = _attack_entries(d.game.view(1))
    assert Describer(d.game, 1, "en").event(e) == \
        "Face-down 2/2 creature attacks Teferi, Who Slows the Sunset (Player 3's)"


def test_805_10b_in_two_headed_giant_the_log_names_the_defending_player_each_attacks() -> None:
    """CR 805.10b: the attacking team announces which defending player each creature
    attacks; the log names that player, not the whole team."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 10)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    seeker, raider = d.find("Glory Seeker"), d.find("Goblin Sky Raider")
    d.to_combat()
    d.attack({seeker: 3, raider: 2})
    for p in range(4):
        assert [(e["object"], e["player"], e["attacking"]) for e in
                _attack_entries(d.game.view(p))] == [(seeker, 0, 3), (raider, 1, 2)]


def _block_entries(view: dict) -> list[dict]:
    return [e for e in view["log"] if e["kind"] == "blocks"]


def test_509_1a_each_log_entry_of_a_block_says_which_attacker_it_blocks() -> None:
    """CR 509.1a, 802.4: player 1's Nosy Goblin blocks the Glory Seeker attacking player 1:
    every player's log says which attacking creature it blocks, in English and Japanese."""
    from manastack.ui.describe import Describer
    s = Scenario(players=4, seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 10)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Nosy Goblin")
    d = Driver(s.build())
    seeker, warrior, goblin = (d.find("Glory Seeker"), d.find("Elvish Warrior"),
                               d.find("Nosy Goblin"))
    d.to_combat()
    d.attack({seeker: 1, warrior: 2})
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({goblin: seeker})
    for v in (*(d.game.view(p) for p in range(4)), d.game.spectator_view()):
        [e] = _block_entries(v)
        assert (e["object"], e["blocking_card"], e["blocking_object"],
                e["blocking_controller"]) == (goblin, "Glory Seeker", seeker, 0)
    [e] = _block_entries(d.game.view(3))
    assert Describer(d.game, 3, "en").event(e) == "Nosy Goblin blocks Glory Seeker"
    assert Describer(d.game, 3, "ja").event(e) == "詮索好きなゴブリンが栄光の探求者をブロックした"


def test_a_face_down_attacker_blocked_is_named_to_its_controller_only() -> None:
    """CR 708.5, 509.1a: Nosy Goblin blocks a face-down Daru Lancer: the block's entry names
    the Lancer to its controller only; the others read that the Goblin blocks a face-down
    creature."""
    from manastack.ui.describe import Describer
    s = Scenario(players=3, seed=1)
    for p in range(3):
        s.library(p, *["Forest"] * 10)
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(1, "Nosy Goblin")
    s.at("precombat_main", active=0, turn=4)
    d = Driver(s.build())
    lancer, goblin = d.find("Daru Lancer"), d.find("Nosy Goblin")
    d.to_combat()
    d.attack({lancer: 1})
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({goblin: lancer})
    for p, card in ((0, "Daru Lancer"), (1, None), (2, None)):
        [e] = _block_entries(d.game.view(p))
        assert (e["card"], e["blocking_card"], e["blocking_object"],
                e["blocking_controller"]) == ("Nosy Goblin", card, lancer, 0)
    assert Describer(d.game, 0, "en").event(_block_entries(d.game.view(0))[0]) == \
        "Nosy Goblin blocks Daru Lancer"
    assert Describer(d.game, 1, "en").event(_block_entries(d.game.view(1))[0]) == \
        "Nosy Goblin blocks face-down 2/2 creature"


def test_a_creature_blocking_several_attackers_is_logged_as_blocking_each() -> None:
    """CR 509.1a: Ironfist Crusher blocks two attackers; its entry names each attacker it
    blocks, with its id and controller, in every player's log, in English and Japanese."""
    from manastack.ui.describe import Describer
    s = Scenario(players=3, seed=1)
    for p in range(3):
        s.library(p, *["Forest"] * 10)
    s.battlefield(0, "Glory Seeker", "Daru Healer")
    s.battlefield(1, "Ironfist Crusher")
    d = Driver(s.build())
    seeker, healer, crusher = (d.find("Glory Seeker"), d.find("Daru Healer"),
                               d.find("Ironfist Crusher"))
    d.to_combat()
    d.attack({seeker: 1, healer: 1})
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({crusher: [seeker, healer]})
    for p in range(3):
        [e] = _block_entries(d.game.view(p))
        assert e["object"] == crusher and "blocking_card" not in e
        assert e["blocking_each"] == [
            {"card": "Glory Seeker", "object": seeker, "controller": 0},
            {"card": "Daru Healer", "object": healer, "controller": 0}]
        assert Describer(d.game, p, "en").event(e) == \
            "Ironfist Crusher blocks Glory Seeker and Daru Healer"
    [e] = _block_entries(d.game.view(2))
    assert Describer(d.game, 2, "ja").event(e) == \
        "鉄拳の破壊者が栄光の探求者とダールの癒し手をブロックした"


def test_a_creature_blocking_three_attackers_one_face_down_names_each_as_known() -> None:
    """CR 509.1a, 708.5: Ironfist Crusher blocks Glory Seeker, a face-down Daru Lancer and
    another Glory Seeker: the Lancer is named to its controller only, a face-down creature to
    the others; the two Seekers are told apart by whose they are (CR 110.2)."""
    from manastack.ui.describe import Describer
    s = Scenario(players=3, seed=1)
    for p in range(3):
        s.library(p, *["Forest"] * 10)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(2, "Glory Seeker")
    s.battlefield(1, "Ironfist Crusher")
    s.at("precombat_main", active=0, turn=4)
    d = Driver(s.build())
    seeker, lancer, crusher = (d.find("Glory Seeker", player=0), d.find("Daru Lancer"),
                               d.find("Ironfist Crusher"))
    d.to_combat()
    d.attack({seeker: 1, lancer: 1})
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({crusher: [seeker, lancer]})
    for p, card in ((0, "Daru Lancer"), (1, None), (2, None)):
        [e] = _block_entries(d.game.view(p))
        assert [x["card"] for x in e["blocking_each"]] == ["Glory Seeker", card]
        assert [x["object"] for x in e["blocking_each"]] == [seeker, lancer]
    [e] = _block_entries(d.game.view(0))
    assert Describer(d.game, 0, "en").event(e) == \
        "Ironfist Crusher blocks Glory Seeker (yours) and Daru Lancer"
    [e] = _block_entries(d.game.view(1))
    assert Describer(d.game, 1, "en").event(e) == \
        "Ironfist Crusher blocks Glory Seeker (Player 1's) and face-down 2/2 creature"
    assert Describer(d.game, 1, "ja").event(e) == \
        "鉄拳の破壊者がプレイヤー1の栄光の探求者と裏向きの2/2クリーチャーをブロックした"
