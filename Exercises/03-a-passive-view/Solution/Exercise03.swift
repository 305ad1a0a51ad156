// Placeholder until exercise 03 lands.
