"""A module that never finishes importing: killed at the harvest's time limit, the rest goes on."""

import time

while True:
    time.sleep(60)
