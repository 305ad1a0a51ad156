// The function tests for exercise 02. Pure functions are tested directly: many inputs,
// no window, no waiting. Read them, but don't edit them.

import Testing
import UserModel

@testable import Exercise02

@Suite("Exercise 02 · Pin it down: the row functions")
struct Exercise02RowFormattingTests {
    /// A user and the two lines its row should show.
    struct RowCase: Sendable, CustomTestStringConvertible {
        var user: User
        var title: String
        var detail: String

        var testDescription: String { title }

        init(_ firstName: String, _ lastName: String, age: Int, email: String, detail: String) {
            user = User(id: 1, firstName: firstName, lastName: lastName, email: email, age: age)
            title = "\(firstName) \(lastName)"
            self.detail = detail
        }
    }

    static let rows: [RowCase] = [
        RowCase("Iyad", "Agha", age: 36, email: "iyad@test.com", detail: "36 years · iyad@test.com"),
        RowCase("Noah", "Haward", age: 1, email: "noah@test.com", detail: "1 year · noah@test.com"),
        RowCase("Baby", "Newborn", age: 0, email: "baby@test.com", detail: "0 years · baby@test.com"),
        RowCase("Tom", "Twins", age: 2, email: "tom@twins.org", detail: "2 years · tom@twins.org"),
        RowCase("Edith", "Okafor", age: 101, email: "edith@test.com", detail: "101 years · edith@test.com"),
        RowCase("Renée", "Åberg", age: 52, email: "renee@test.com", detail: "52 years · renee@test.com"),
        RowCase("Łukasz", "Żółć", age: 21, email: "lz@example.pl", detail: "21 years · lz@example.pl"),
        RowCase("Zoë", "Ødegaard", age: 150, email: "zoe@ex.no", detail: "150 years · zoe@ex.no"),
    ]

    // MARK: - Step 1: the title

    @Test("the title is the first name, a space and the last name, as written", arguments: rows)
    func title(row: RowCase) {
        let title = UserRowFormatting.title(for: row.user)

        #expect(
            title == row.title,
            """
            Step 1: title(for:) should return "\(row.title)" — first name, one space, last name, \
            accents kept exactly as written — but returned "\(title)"
            """)
    }

    // MARK: - Step 2: the age

    @Test(
        "an age reads \"1 year\" for one, \"N years\" otherwise",
        arguments: [
            (0, "0 years"), (1, "1 year"), (2, "2 years"), (11, "11 years"), (21, "21 years"),
            (36, "36 years"), (101, "101 years"), (150, "150 years"),
        ])
    func ageText(years: Int, expected: String) {
        let text = UserRowFormatting.ageText(years)

        #expect(
            text == expected,
            "Step 2: ageText(\(years)) should return \"\(expected)\" but returned \"\(text)\"")
    }

    // MARK: - Step 3: the detail line

    @Test("the detail line is the age, a middle dot, then the email", arguments: rows)
    func detailLine(row: RowCase) {
        let detail = UserRowFormatting.detailLine(for: row.user)

        #expect(
            detail == row.detail,
            """
            Step 3: detailLine(for:) for \(row.title), aged \(row.user.age), should return \
            "\(row.detail)" (age, space, "·", space, email) but returned "\(detail)"
            """)
    }
}
