"""What a player reads names things, never shows the engine's internals: an object that has
left is named as it last existed (CR 113.7a) — the source of an ability on the stack that died
or was sacrificed, a target sacrificed to pay its own spell's cost (CR 601.2c then 601.2h) —
never by its number; a division among targets (CR 601.2d) is shown as amounts for named
targets, not as players' names; a creature type chosen (CR 205.3m) is in its official Japanese
word where the data has one; the browser client is given the official Japanese word of each
kind of counter (CR 122.1) and of each supertype and subtype (CR 205.3). Whole games in the
line client, in English and in Japanese, show no malformed mana symbol (CR 107.4), object
number, snake_case key, Python value or enum."""

from __future__ import annotations

import random
import re

import pytest
from click.testing import CliRunner

from manastack.agents import make_policy
from manastack.cli import main
from manastack.decisions.actions import CastSpell, PlayLand
from manastack.scenario import Scenario
from manastack.server.messages import catalogue
from manastack.testing import Driver
from manastack.ui.describe import Describer
from manastack.ui.messages import UI_MESSAGES
from manastack.ui.panes import plain, stack_pane
from manastack.ui.session import PlaySession
from manastack.views import object_view


def _sessions(d: Driver) -> dict[str, PlaySession]:
    """A line client session in each language, stopping at every priority of its player."""
    out = {lang: PlaySession(d.game, 0, [make_policy("first"), make_policy("first", 1)], lang)
           for lang in ("en", "ja")}
    for session in out.values():
        session.full_control = True
    return out


def test_a_dies_triggers_source_is_named_as_it_last_existed_cr_113_7a() -> None:
    """Festering Goblin dies; its trigger on the stack is "ability of Festering Goblin"
    (ただれたゴブリンの能力) in the log and on the stack, not a number."""
    s = Scenario(seed=1)
    s.battlefield(0, "Festering Goblin", "Mountain", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock", "Shock")  # the second one: something to do at each priority
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    sessions = _sessions(d)
    d.cast(0, d.ids("Shock")[0], targets=[d.find("Festering Goblin")])
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    trigger = d.state.stack[-1]
    assert object_view(d.game, 1, trigger)["source_name"] == "Festering Goblin"
    for lang, words in (("en", "ability of Festering Goblin targets Glory Seeker"),
                        ("ja", "ただれたゴブリンの能力の対象：栄光の探求者")):
        sessions[lang].advance()
        log = sessions[lang].log_lines()
        assert any(line.startswith(words) for line in log), log
        view = d.game.view(0)
        stack = plain(stack_pane(Describer(d.game, 0, lang), view))
        assert "#" not in stack and ("Festering Goblin" in stack or "ただれたゴブリン" in stack)


def test_a_target_sacrificed_to_pay_the_cost_is_named_cr_601_2h() -> None:
    """Eaten Alive targeting Glory Seeker, which is then sacrificed as its additional cost:
    the announcement names Glory Seeker (栄光の探求者), as it last existed (CR 113.7a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Swamp", "Mountain")
    s.battlefield(1, "Festering Goblin")
    s.hand(0, "Eaten Alive", "Shock")  # Shock: something to do at each priority
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    sessions = _sessions(d)
    d.act(0, CastSpell(d.find("Eaten Alive"), "normal"))
    while d.decision.kind != "priority":
        if d.decision.kind in ("target", "cost_sacrifice"):
            d.choose(seeker)
        else:
            d.act(0, d.game.legal_actions()[0])
    assert seeker not in d.state.objects
    for lang, words in (("en", "Eaten Alive targets Glory Seeker"),
                        ("ja", "踊り食いの対象：栄光の探求者")):
        sessions[lang].advance()
        log = sessions[lang].log_lines()
        assert words in log, log
        stack = plain(stack_pane(Describer(d.game, 0, lang), d.game.view(0)))
        assert "#" not in stack, stack


def _gearhulk_dividing() -> Driver:
    """Verdurous Gearhulk's four counters to be divided between Glory Seeker and Nosy Goblin,
    chosen in that order (CR 601.2d)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Nosy Goblin", *["Forest"] * 5)
    s.hand(0, "Verdurous Gearhulk")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.cast(0, "Verdurous Gearhulk")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.choose(d.find("Nosy Goblin"))
    while d.decision.kind == "target":
        d.choose(None)
    assert d.decision.kind == "divide"
    return d


def test_a_division_among_targets_names_each_target_cr_601_2d() -> None:
    """Verdurous Gearhulk's four counters divided between Glory Seeker and Nosy Goblin: each
    answer gives an amount for each target, in the order they were chosen."""
    d = _gearhulk_dividing()
    sessions = _sessions(d)
    en = [c.label for c in sessions["en"].pending()[2]]  # type: ignore[index]
    ja = [c.label for c in sessions["ja"].pending()[2]]  # type: ignore[index]
    assert "Assign 1 → Glory Seeker 2/2, 3 → Nosy Goblin 2/1" in en, en
    assert "割り振り：3 → 栄光の探求者 2/2、1 → 詮索好きなゴブリン 2/1" in ja, ja
    for label in en + ja:
        assert "#" not in label and "Player" not in label and "対戦相手" not in label


def test_a_creature_type_is_chosen_by_its_japanese_word_cr_205_3m() -> None:
    """Unclaimed Territory enters: Elf is offered as エルフ in Japanese, Elf in English."""
    s = Scenario(seed=1)
    s.hand(0, "Unclaimed Territory")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.act(0, PlayLand(d.find("Unclaimed Territory")))
    assert d.decision.kind == "choose_creature_type"
    sessions = _sessions(d)
    ja = [c.label for c in sessions["ja"].pending()[2]]  # type: ignore[index]
    en = [c.label for c in sessions["en"].pending()[2]]  # type: ignore[index]
    assert "エルフ" in ja and "Elf" not in ja
    assert "Elf" in en


def test_the_browser_client_is_given_the_japanese_word_of_each_counter_cr_122_1() -> None:
    words = catalogue(UI_MESSAGES)
    assert words["ja"]["counter_corpse"] == "死体カウンター"
    assert words["ja"]["counter_+1/+1"] == "＋１/＋１カウンター"
    assert words["ja"]["counter_loyalty"] == "忠誠カウンター"
    assert "counter_corpse" not in words["en"]


def test_the_browser_client_is_given_the_japanese_word_of_each_type_cr_205_3() -> None:
    """A card's details in the browser name its supertypes and subtypes in Japanese as the
    terminal clients' details do (伝説の, 基本, 人間, ウィザード, 森), not in English."""
    words = catalogue(UI_MESSAGES)
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    desc = Describer(s.build(), 0, "ja")
    for word, ja in (("Legendary", "伝説の"), ("Basic", "基本"), ("Human", "人間"),
                     ("Wizard", "ウィザード"), ("Forest", "森")):
        assert words["ja"][f"type_{word}"] == ja == desc.type_word(word)
    assert not any(k.startswith("type_") for k in words["en"])


INTERNALS = re.compile(
    r"\{[WUBRGC]{2,}\}"           # mana letters merged into one symbol (CR 107.4)
    r"|#\d+"                      # an object's number
    r"|\b[a-z]+_[a-z_]+\b"        # a snake_case key
    r"|\bNone\b|Zone\.|<[A-Za-z]|\w+\(\w+="  # Python values and reprs
)
DECKS = re.compile(r"coven_counters|undead_unleashed|mid_\w+|ons_\w+|sample_\w+")


@pytest.mark.parametrize("lang,seed,args", [
    ("en", 5, ["--deck", "coven_counters", "--opponent-deck", "undead_unleashed"]),
    ("ja", 5, ["--deck", "coven_counters", "--opponent-deck", "undead_unleashed"]),
    ("en", 9, ["--deck", "undead_unleashed", "--opponent-deck", "coven_counters"]),
    ("ja", 9, ["--deck", "undead_unleashed", "--opponent-deck", "coven_counters"]),
])
def test_a_whole_commander_game_shows_no_internal_name(lang: str, seed: int,
                                                       args: list[str]) -> None:
    """Two-player Commander games with the bundled precons (Temple of the False God, Dimir
    Aqueduct, Verdurous Gearhulk's division, sacrifice outlets) played to their end with
    answers drawn at random."""
    rng = random.Random(seed)
    answers = "\n".join(str(rng.choice([1, 1, 2, 2, 3, 4, 5])) for _ in range(8000))
    r = CliRunner().invoke(main, ["play", "--plain", "--lang", lang, "--seed", str(seed),
                                  "--format", "commander", "--players", "2", *args],
                           input=answers)
    assert r.exit_code == 0
    found = sorted({m for line in r.stdout.splitlines()
                    for m in INTERNALS.findall(DECKS.sub("", line))})
    assert found == []


def test_the_browser_client_is_given_each_targets_amount_of_a_division_cr_601_2d() -> None:
    """The option view of a division names the target of each amount (the browser client
    words it "Assign 1 → Glory Seeker, 3 → Nosy Goblin"), not just the numbers."""
    from manastack.views import option_view
    d = _gearhulk_dividing()
    options = [option_view(d.game, 0, a) for a in d.game.legal_actions()]
    first = next(o for o in options if o["value"] == [1, 3])
    assert [(x["amount"], x["name"]) for x in first["divided"]] == \
        [(1, "Glory Seeker"), (3, "Nosy Goblin")]
