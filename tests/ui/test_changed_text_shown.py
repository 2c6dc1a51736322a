"""An object's text as a text-changing effect changed it is shown in its card details, in
English as in Japanese (CR 612.1, 612.2)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.details import details
from tests.ui.conftest import session_for


def test_the_changed_text_is_shown_below_the_printed_text_in_both_languages() -> None:
    """Artificial Evolution replaces Zombie with Elf on Dreadhorde Invasion: its details show
    the Oracle text as printed, then the text as changed ("amass Elves 1", "an Elf token";
    Japanese 「エルフ動員１を行う」, 「エルフ・トークン」); unchanged, its text is shown once."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dreadhorde Invasion", "Island")
    s.hand(0, "Artificial Evolution")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    invasion = d.find("Dreadhorde Invasion")
    assert details(session_for(d.game).desc, invasion).plain.count("lose 1 life") == 1
    d.cast(0, "Artificial Evolution", targets=[invasion])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    english = details(session_for(d.game).desc, invasion).plain
    assert "you lose 1 life and amass 1. (" in english  # the Oracle text
    assert "you lose 1 life and amass Elves 1. (" in english
    assert "Whenever an Elf token you control with power 6 or greater attacks" in english
    japanese = details(session_for(d.game, lang="ja").desc, invasion).plain
    assert "ライフを失い動員１を行う。" in japanese  # the printed text
    assert "ライフを失いエルフ動員１を行う。" in japanese
    assert "パワーが６以上であるエルフ・トークン１体が攻撃するたび" in japanese
