"""Dimir Aqueduct — Land.

Oracle: "Dimir Aqueduct enters the battlefield tapped. / When Dimir Aqueduct enters the battlefield,
return a land you control to its owner's hand. / {T}: Add {U}{B}."

The land to return is chosen as the ability resolves (it doesn't target); with no other land,
Dimir Aqueduct itself must be returned (ruling of 2013-04-15).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = bounce_land("UB")
