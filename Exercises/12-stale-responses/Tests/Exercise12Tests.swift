// Placeholder until exercise 12 lands.
