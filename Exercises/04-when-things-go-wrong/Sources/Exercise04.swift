// Placeholder until exercise 04 lands.
