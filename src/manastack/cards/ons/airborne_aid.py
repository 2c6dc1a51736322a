"""Airborne Aid — {3}{U} Sorcery. "Draw a card for each Bird on the battlefield." """

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [spell(Draw(CountOf(Filter(subtypes=("Bird",), label="Bird"))))]
