// Users made up in bulk for `workbook bench`: the same list for the same count on every
// run and machine, with names that share letters and diacritics the way real ones do.

import UserModel

enum GeneratedUsers {
    private static let firstNames = [
        "Anna", "Ben", "Chloé", "David", "Émile", "Fatima", "Greta", "Hugo", "Ingrid", "Jonas", "Kai",
        "Léa", "Mila", "Noah", "Olga", "Pavel", "Renée", "Sanna", "Tomás", "Ursula", "Viktor", "Wen",
        "Xavier", "Yara", "Zoë",
    ]
    private static let lastNames = [
        "Åberg", "Agha", "Astun", "Haward", "Okafor", "Müller", "Núñez", "Smith", "Johansson", "Kowalski",
        "Rossi", "Dubois", "Novák", "Silva", "Nguyen", "O'Brien", "García", "Ødegaard", "Yılmaz", "Kim",
    ]

    static func make(count: Int) -> [User] {
        (0..<count).map { index in
            let first = firstNames[index % firstNames.count]
            let family = lastNames[(index / firstNames.count) % lastNames.count]
            // A number in some surnames keeps them varied without making every name unique.
            let last = index % 3 == 0 ? family : "\(family)-\(index % 89)"
            return User(
                id: index + 1, firstName: first, lastName: last, email: "user\(index + 1)@example.com",
                age: index % 101)
        }
    }
}
