#!/usr/bin/env python3
"""A Birzha bot that plays random legal moves, for any game (Python 3, standard library only).

Run it through the bot client, which starts one copy per game and speaks to it in JSON lines (examples/README.md):

    npm run -s birzha -- bot --server http://localhost:8080 --exec "python3 examples/random_bot.py" --play akcioner --once

It reads one JSON object a line on standard input and writes one move a line on standard output. Anything it wants to
say to a person goes to standard error, which the client passes through: standard output is for moves only.
"""
import json
import random
import sys


def main() -> None:
    # Each line is one of: start, turn, update, error, end. Only `turn` asks for a move.
    for text in sys.stdin:
        line = json.loads(text)
        if line["t"] == "error":
            # The server refused our last move; a new `turn` follows if it is still ours.
            print(f"random_bot: move refused: {line['code']}", file=sys.stderr)
        if line["t"] != "turn":
            continue
        legal = line.get("legal")
        if not legal:
            # No list in this phase (null): a real bot builds its move from line["view"]; the clock moves for us.
            print(f"random_bot: no legal moves given at version {line['version']}; waiting", file=sys.stderr)
            continue
        # One element of `legal`, exactly as given: the client posts it with the turn's version.
        print(json.dumps(random.choice(legal)), flush=True)
    # Standard input closes after the `end` line: the game is over, and so is this program.


if __name__ == "__main__":
    main()
