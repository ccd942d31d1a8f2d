"""Articles of War: Privateer (privateer.txt): sail, fire and board across a hex ocean for doubloons."""
