"""The Grimwood: collect supernaturals, animals and places into combos."""
