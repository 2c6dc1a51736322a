"""Selesnya Sanctuary — Land.

Oracle: "Selesnya Sanctuary enters the battlefield tapped. / When Selesnya Sanctuary enters the battlefield,
return a land you control to its owner's hand. / {T}: Add {G}{W}."

The land to return is chosen as the ability resolves (it doesn't target); with no other land,
Selesnya Sanctuary itself must be returned (ruling of 2013-04-15).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = bounce_land("GW")
