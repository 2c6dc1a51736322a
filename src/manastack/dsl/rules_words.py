"""Words an instruction takes from a rule's definition, not from the card's text.

A keyword action is defined by a rule, and the words of that definition are not words of the
card: "amass Zombies N" looks for and creates an Army because rule 701.47a says so, while the
card's text has "Army" only in its reminder text, which has no game function (CR 207.2a). A
text-changing effect changes an object's text (CR 612.1, 612.2), so it can't change these
words: replacing Army with Elf on a card that amasses leaves its amass as it was.
"""

from __future__ import annotations


class RulesWord(str):
    """A word (or phrase) of a rule's definition used in a card's instructions ("Army" in
    amass, CR 701.47a): equal to the plain string, but never changed by a text-changing effect
    (CR 612.2)."""

    __slots__ = ()
