// The feature's search rule (chapter 01), as one pure function: a user and a query in, yes or no
// out. It knows the model and the folding rule, nothing about screens — so it is tested
// with plain values, and the presenter simply calls it.

import UserModel

/// Whether a user matches what was typed into the search field.
public enum UserSearch {
    /// Whether every whitespace-separated term of `query` occurs, case- and
    /// diacritic-insensitively, in `user`'s "first last" or in their email.
    ///
    /// An empty or all-blank query matches everyone. Folding is ``TextFolding/fold(_:)``.
    public static func matches(_ user: User, query: String) -> Bool {
        // Step 1: fold the query and split it into terms; fold "first last" and the email;
        //         every term must occur in one or the other.
        let terms = TextFolding.fold(query).split(whereSeparator: \.isWhitespace)
        let name = TextFolding.fold("\(user.firstName) \(user.lastName)")
        let email = TextFolding.fold(user.email)
        return terms.allSatisfy { term in name.contains(term) || email.contains(term) }
    }
}
