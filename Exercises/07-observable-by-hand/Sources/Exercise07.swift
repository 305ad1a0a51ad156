// Placeholder until exercise 07 lands.
