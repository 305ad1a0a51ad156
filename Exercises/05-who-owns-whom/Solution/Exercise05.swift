// Placeholder until exercise 05 lands.
