"""Treefolk — Token Creature — Treefolk */* (green), made by Wrenn and Seven.

"Reach / This creature's power and toughness are each equal to the number of lands you
control." """

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [pt_from_count(CountPrinted("Land"))]
