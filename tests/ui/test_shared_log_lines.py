"""The terminal clients' log says everything the web client's says, in the same words:
damage prevented and what it would have been dealt to (CR 615.1), a creature regenerating
(CR 701.19), and every other kind of entry the web client shows; a face-down creature stays
"a face-down creature" to a player who may not know it (CR 708.5)."""

from __future__ import annotations

import pytest

from manastack.i18n.event_words import EVENT_KEYS
from manastack.scenario import Scenario
from manastack.server.messages import LOG, catalogue
from manastack.testing import Driver
from manastack.ui.describe import Describer
from manastack.ui.messages import UI_MESSAGES


def _lines(d: Driver, player: int, lang: str, kind: str) -> list[str | None]:
    desc = Describer(d.game, player, lang)
    return [desc.event(e) for e in d.game.view(player)["log"] if e["kind"] == kind]


def _balm_then_shock(face_down: bool) -> Driver:
    """Player 1 casts Sunfire Balm at player 2's Daru Lancer (face down or not) or at player
    2, then Shock at the same target: 2 of the Balm's 4 damage are prevented."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Mountain")
    s.hand(0, "Sunfire Balm", "Shock")
    s.battlefield(1, "Daru Lancer", face_down=face_down)
    d = Driver(s.build())
    lancer = d.state.battlefield[-1]
    target = lancer if face_down else 1
    d.cast(0, "Sunfire Balm", targets=[target])
    d.resolve()
    d.cast(0, "Shock", targets=[target])
    d.resolve()
    return d


@pytest.mark.parametrize(("player", "lang", "expected"), [
    (0, "en", "2 damage to face-down 2/2 creature is prevented"),
    (0, "ja", "裏向きの2/2クリーチャーに与えられる2点のダメージが軽減された"),
    (1, "en", "2 damage to Daru Lancer is prevented"),
    (1, "ja", "ダールの槍騎兵に与えられる2点のダメージが軽減された"),
])
def test_damage_prevented_to_a_face_down_creature_names_it_only_to_who_may_know_it(
        player: int, lang: str, expected: str) -> None:
    """CR 615.1: the damage Shock would deal is prevented; its controller may look at the
    face-down Lancer (CR 708.5), the other player may not."""
    d = _balm_then_shock(face_down=True)
    assert d.state.objects[d.state.battlefield[-1]].damage == 0
    assert _lines(d, player, lang, "prevented") == [expected]


@pytest.mark.parametrize(("player", "lang", "expected"), [
    (0, "en", "2 damage to Player 2 is prevented"),
    (0, "ja", "プレイヤー2に与えられる2点のダメージが軽減された"),
    (1, "en", "2 damage to you is prevented"),
    (1, "ja", "あなたに与えられる2点のダメージが軽減された"),
])
def test_damage_prevented_to_a_player_names_the_player(player: int, lang: str,
                                                         expected: str) -> None:
    d = _balm_then_shock(face_down=False)
    assert d.life(1) == 20
    assert _lines(d, player, lang, "prevented") == [expected]


@pytest.mark.parametrize(("player", "lang", "expected"), [
    (0, "en", "Silvos, Rogue Elemental regenerates"),
    (0, "ja", "悪辣な精霊シルヴォスが再生した"),
    (1, "en", "Silvos, Rogue Elemental regenerates"),
    (1, "ja", "悪辣な精霊シルヴォスが再生した"),
])
def test_a_creature_regenerating_is_in_the_log(player: int, lang: str, expected: str) -> None:
    """CR 701.19a: Silvos's regeneration shield replaces its destruction by Defenestrate."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 3)
    s.hand(0, "Defenestrate")
    s.battlefield(1, "Silvos, Rogue Elemental", "Forest")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.cast(0, "Defenestrate", targets=[silvos])
    d.pass_priority()
    d.activate(1, silvos)
    d.resolve()  # the shield
    d.resolve()  # Defenestrate
    assert d.state.objects[silvos].zone.value == "battlefield"
    assert _lines(d, player, lang, "regenerate") == [expected]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_kind_the_web_client_shows_the_terminal_shows_in_the_same_words(lang: str) -> None:
    """Each kind of entry the web client has a sentence for (``LOG``) has one in the terminal
    too, but the turn's beginning, which the terminal shows as a header; the sentences both
    share (``EVENT_KEYS``) read the same in both."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    game = Driver(s.build()).game
    desc = Describer(game, 1, lang)
    words = catalogue(UI_MESSAGES)[lang]
    for kind, key in LOG.items():
        if key is None or kind == "turn_begin":
            continue
        entry = {"kind": kind, "player": 0, "card": "Glory Seeker", "object": 100, "amount": 1,
                 "counter": "+1/+1", "from": "hand", "to": "graveyard", "cards": [],
                 "value": "day"}
        line = desc.event(entry)
        assert line, kind
        if kind in EVENT_KEYS:
            name = "栄光の探求者" if lang == "ja" else "Glory Seeker"
            one = key + "_one"  # an amount of one: the singular, where there is one
            assert line == words[one if one in words else key].format(
                player=desc.player_name(0), card=name, amount=1, target=name,
                counter=desc.counter_name("+1/+1")), kind
