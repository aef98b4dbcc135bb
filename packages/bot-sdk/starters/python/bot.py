#!/usr/bin/env python3
"""Runs the strategy in strategy.py over the JSON-lines protocol. Python 3.8+, standard library only.

    node packages/bot-sdk/bin/italia-bots.js bot --cmd "python3 packages/bot-sdk/starters/python/bot.py"
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from italia.protocol import run  # noqa: E402
from strategy import decide  # noqa: E402

if __name__ == "__main__":
    run(decide)
