"""The typed vocabulary card modules are written in: costs, filters, references, effects,
triggers and abilities. Everything here is immutable data the rules interpret."""
