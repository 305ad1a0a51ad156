// Placeholder until exercise 11 lands.
