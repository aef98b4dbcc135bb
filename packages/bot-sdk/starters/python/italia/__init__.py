"""A starter kit for Italia bots in Python (standard library only).

Modules:
    protocol  -- the JSON-lines loop: reads hello/decide/over, writes one answer per decide
    board     -- the board from the hello message: neighbours, zones, frontier regions
    odds      -- exact battle odds (R6.2-R6.3), the same numbers as the TypeScript SDK
    actions   -- builders for the six actions, and legal move -> action
"""
