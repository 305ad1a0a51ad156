// The reference view protocol is the one exercises 04 and 08 build on, so it is kept once,
// in `Exercises/Shared/MVPForm/EditProfileView.swift`: read it there. This module passes it
// on unchanged.
@_exported import MVPForm
