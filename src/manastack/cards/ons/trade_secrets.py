"""Trade Secrets — {1}{U}{U} Sorcery.

Oracle: "Target opponent draws two cards, then you draw up to four cards. That opponent may
repeat this process as many times as they choose."

The opponent decides whether to repeat after seeing how many cards you drew
(ONS-FAQ-096); each repetition is the whole process again (ONS-FAQ-097).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [spell(Extension("trade_secrets_draw_and_repeat"), targets=[TARGET_OPPONENT])]

