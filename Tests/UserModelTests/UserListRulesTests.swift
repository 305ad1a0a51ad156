// The order and the search rule every pattern shares, and the folding under both.

import Testing
import UserModel

@Suite("The list's rules")
struct UserListRulesTests {
    @Test(
        "folding removes case and diacritics, without a locale",
        arguments: [
            ("Renée Åberg", "renee aberg"), ("ÉLODIE", "elodie"), ("Zoë", "zoe"), ("plain", "plain"),
            ("Ørsted", "ørsted"), ("straße", "straße"), ("", ""),
        ])
    func folding(input: String, expected: String) {
        #expect(TextFolding.fold(input) == expected)
    }

    @Test("the sample sorts by folded last name, then first name, then id")
    func sampleOrder() {
        let names = UserListRules.sorted(User.sample).map { "\($0.firstName) \($0.lastName)" }

        #expect(
            names == ["Renée Åberg", "Iyad Agha", "Mark Astun", "Mila Haward", "Noah Haward", "Edith Okafor"])
    }

    @Test("equal names fall back to the id")
    func idBreaksTies() {
        let twins = [
            User(id: 9, firstName: "Ann", lastName: "Lee", email: "a@x", age: 1),
            User(id: 2, firstName: "ann", lastName: "LEE", email: "b@x", age: 2),
        ]

        #expect(UserListRules.sorted(twins).map(\.id) == [2, 9])
    }

    @Test(
        "a user matches when every term occurs in the name or the email",
        arguments: [
            ("", [1, 2, 3, 4, 5, 6]), ("   ", [1, 2, 3, 4, 5, 6]), ("mi", [2]), ("renee", [4]),
            ("ÅBERG", [4]),
            ("ha ward", [2, 5]), ("noah haward", [5]), ("test.com", [1, 2, 3, 4, 5, 6]), ("zz", []),
            ("  mila  ", [2]), ("mark@", [3]), ("edith okafor x", []),
        ])
    func matching(query: String, expectedIDs: [Int]) {
        let matches = User.sample.filter { UserListRules.matches($0, query: query) }.map(\.id)

        #expect(matches == expectedIDs)
    }

    @Test("trimming removes surrounding whitespace and new lines only")
    func trimming() {
        #expect(UserListRules.trimmed("  zz \n") == "zz")
        #expect(UserListRules.trimmed(" a b ") == "a b")
    }
}
