"""All Hands on Deck! (all_hands_on_deck.txt): a pirate auction for a seaworthy crew."""
