"""Component Collector — {2}{U} Creature — Homunculus 1/4.

Oracle: "If it's neither day nor night, it becomes day as Component Collector enters the
battlefield. / Whenever day becomes night or night becomes day, you may tap or untap target
nonland permanent."

The target is chosen as the ability is put on the stack; tapping or untapping (or neither) is
chosen as it resolves.
"""

from manastack.dsl.prelude import *  # noqa: F403

TAP, UNTAP, NEITHER = "tap", "untap", "neither"


ABILITIES = [
    day_as_enters(),
    triggered(day_night_changes(),
              ChooseOption((TAP, UNTAP, NEITHER), "tap_or_untap",
                           prompt="Tap or untap the target permanent?"),
              If(VarIs("tap_or_untap", TAP), (TapEffect(Target(0)),)),
              If(VarIs("tap_or_untap", UNTAP), (UntapEffect(Target(0)),)),
              targets=[target(NONLAND_PERMANENT)]),
]
