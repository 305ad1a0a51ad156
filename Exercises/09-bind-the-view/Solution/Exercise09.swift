// Placeholder until exercise 09 lands.
