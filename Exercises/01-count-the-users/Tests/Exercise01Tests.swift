// Placeholder until exercise 01 lands.
