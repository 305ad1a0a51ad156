// Placeholder until exercise 10 lands.
