"""Bloodthirsty Adversary — {1}{R} Creature — Vampire 2/2.

"Haste / When Bloodthirsty Adversary enters the battlefield, you may pay {2}{R} any number of
times. When you pay this cost one or more times, put that many +1/+1 counters on Bloodthirsty
Adversary, then exile up to that many target instant and/or sorcery cards with mana value 3 or
less from your graveyard and copy them. You may cast any number of the copies without paying
their mana costs."

Paying makes a second, reflexive ability trigger, with its targets chosen then (MID-RN-163);
the copies are cast during its resolution or never (MID-RN-165, ``rules.cast_copies``); the
exiled cards stay exiled (MID-RN-164).
"""

from manastack.dsl.prelude import *  # noqa: F403

_SPELL_CARD = card_in(Zone.GRAVEYARD, "Instant", "Sorcery", mv_le=3,
                      label="instant or sorcery card with mana value 3 or less")

_PAID = triggered(Trigger("paid_times"), PutCounters(Self(), amount=TimesPaid()),
                  Extension("bloodthirsty_adversary_exile_and_cast_copies"),
                  targets=[TargetSpec(filter=_SPELL_CARD, count=1, min=0,
                                      count_amount=TimesPaid(),
                                      label="up to that many target instant and/or sorcery "
                                            "cards with mana value 3 or less")],
                  text="put that many +1/+1 counters, then exile and copy the cards")

ABILITIES = [
    triggered(enters(), PayAnyNumberOfTimes("{2}{R}", _PAID)),
]

