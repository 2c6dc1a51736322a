"""A log line of counters or tokens says one in the singular: "A -1/-1 counter is put on Daru
Lancer", "A poison counter is put on Player 2", and several in the plural: "2 +1/+1 counters
are put on Glory Seeker" (CR 122.1, 122.1f), in the words both clients share, where both
read "counter(s)"."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.server.messages import catalogue
from manastack.testing import Driver
from manastack.ui.describe import Describer
from tests.reference_cards import PROLOGUE_TO_PHYRESIS, SCAR


def _counter_lines(d: Driver, player: int, lang: str) -> list[str | None]:
    desc = Describer(d.game, player, lang)
    return [desc.event(e) for e in d.game.view(player)["log"] if e["kind"] == "counters_added"]


def test_one_counter_is_said_in_the_singular_cr_122_1() -> None:
    """A poison counter on player 2 (CR 122.1f) and a -1/-1 counter on their Daru Lancer."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Swamp")
    s.battlefield(1, "Daru Lancer")
    s.hand(0, PROLOGUE_TO_PHYRESIS.name, SCAR.name)
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, PROLOGUE_TO_PHYRESIS.name)
    d.resolve()
    d.cast(0, SCAR.name, targets=[d.find("Daru Lancer")])
    d.resolve()
    assert _counter_lines(d, 0, "en") == ["A poison counter is put on Player 2",
                                          "A -1/-1 counter is put on Daru Lancer"]
    assert _counter_lines(d, 1, "ja")[1] == "ダールの槍騎兵の上に-1/-1カウンターが1個置かれた"


def test_two_counters_are_said_in_the_plural_cr_122_1() -> None:
    """Angelfire Ignition puts two +1/+1 counters on Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Mountain", "Glory Seeker")
    s.hand(0, "Angelfire Ignition")
    d = Driver(s.build())
    d.cast(0, "Angelfire Ignition", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert _counter_lines(d, 0, "en") == ["2 +1/+1 counters are put on Glory Seeker"]


def test_the_browser_has_the_singular_sentences_in_both_languages() -> None:
    """The web client picks a ``_one`` sentence for an amount of one where its language has
    it (its log words, ``GET /api/messages``), so it says the same as the terminal."""
    words = catalogue()
    for key in ("log_counters_added", "log_counters_removed", "log_create_token"):
        assert "(s)" not in words["en"][key] and "(s)" not in words["en"][key + "_one"]
        assert "{amount}" not in words["en"][key + "_one"]
        assert key in words["ja"]
