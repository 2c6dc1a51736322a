"""The Japanese question for a target says what it must be in its card's own words (CR 115.1,
601.2c), for every target of a spell or ability, not 「対象を選んでください。」 alone where the
card's text refers back to a target it chose (「その対象としたクリーチャー」): those words
declare no target (``i18n.requirement_words``)."""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer


def _asked(d: Driver, lang: str) -> str:
    """The pending question as its player reads it in ``lang``."""
    dec = d.decision
    return Describer(d.game, dec.player, lang).prompt(dec.kind, dec.prompt)


def test_dark_salvations_creature_is_asked_with_the_cards_phrase() -> None:
    """Dark Salvation: "Target player creates X 2/2 black Zombie creature tokens, then up to
    one target creature gets -1/-1 ...", 「プレイヤー１人とクリーチャー最大１体を対象とする。…
    その後、…その対象としたクリーチャーは…」: both targets are asked with the one phrase that
    declares them, the creature too."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Dark Salvation")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Dark Salvation", "hand"), "normal"))
    d.expect("x")
    d.choose(1)
    phrase = "対象を選んでください（プレイヤー１人とクリーチャー最大１体を対象とする）。（闇の救済）"
    d.expect("target")
    assert _asked(d, "ja") == phrase
    d.choose(1)
    d.expect("target")
    assert "creature" in (d.decision.prompt or "")
    assert _asked(d, "ja") == phrase


def test_equip_written_without_its_reminder_asks_with_the_reminders_phrase() -> None:
    """CR 702.6a, 207.2: equip is "[Cost]: Attach to target creature you control". Swiftfoot
    Boots and Mask of Griselbrand write 「装備{1}」, 「装備{3}」 alone; the cards that write
    equip's reminder text (Hedgewitch's Mask, Bramble Armor) say its target
    「あなたがコントロールしているクリーチャー１体を対象とする」, and so does the question."""
    for equipment in ("Swiftfoot Boots", "Mask of Griselbrand"):
        s = Scenario(seed=1)
        s.battlefield(0, equipment, "Glory Seeker", *["Plains"] * 3)
        d = Driver(s.build())
        d.act(0, next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
                      and a.source == d.find(equipment)))
        d.expect("target")
        assert _asked(d, "ja").startswith(
            "対象を選んでください（あなたがコントロールしているクリーチャー１体を対象とする）。"), \
            _asked(d, "ja")
