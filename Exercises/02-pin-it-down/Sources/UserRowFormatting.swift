// How one row of the user list is worded, as pure functions: a user in, text out. They
// know the model and nothing else — no widgets, no service, no state — which is what lets
// a test call them directly instead of reading a whole screen.

import UserModel

/// The wording of a row: `Iyad Agha` over `36 years · iyad@test.com`.
public enum UserRowFormatting {
    /// The row's first line: first name, a space, last name — `Iyad Agha`.
    public static func title(for user: User) -> String {
        // Step 1: move the name's wording here from the view controller.
        ""
    }

    /// An age in years: `1 year`, otherwise `N years` (`0 years`, `36 years`).
    public static func ageText(_ years: Int) -> String {
        // Step 2: move the age's wording here.
        ""
    }

    /// The row's second line: the age, ` · `, the email — `36 years · iyad@test.com`.
    public static func detailLine(for user: User) -> String {
        // Step 3: build the detail line, using ageText(_:).
        ""
    }
}
