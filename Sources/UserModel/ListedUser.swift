// A user as the list keeps them between loads: the user, and the text a search compares,
// folded once when the users arrive rather than on every keystroke.

/// A user of the newest load, ready to be searched.
public struct ListedUser: Sendable, Equatable {
    public let user: User
    /// The folded `first last`, a new line, and the folded email, as UTF-8. No search term
    /// holds a new line, so none matches across the two.
    let searchKey: [UInt8]

    init(_ user: User, folder: inout TextFolder) {
        self.user = user
        searchKey = Array(
            "\(folder.fold("\(user.firstName) \(user.lastName)"))\n\(folder.fold(user.email))".utf8)
    }

    /// Whether every term occurs in ``searchKey``.
    func matches(_ terms: [[UInt8]]) -> Bool {
        terms.allSatisfy { searchKey.contains(term: $0) }
    }
}

extension [UInt8] {
    /// Whether `term` occurs in these bytes: a plain scan, first byte first.
    fileprivate func contains(term: [UInt8]) -> Bool {
        guard let first = term.first else { return true }
        guard term.count <= count else { return false }
        for start in 0...(count - term.count) where self[start] == first {
            var matched = 1
            while matched < term.count, self[start + matched] == term[matched] { matched += 1 }
            if matched == term.count { return true }
        }
        return false
    }
}
