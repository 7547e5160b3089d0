// One line an app's test target needs for synchronous `@MainActor` XCTest methods on Linux:
// SwiftPM's generated test manifest only sees XCTest's functions and this module's, and the
// re-export makes VitrineTesting's `testCase(_:)` overload one of them (see
// MainActorTestEntry.swift in VitrineTesting for why the methods crash without it).
@_exported import VitrineTesting
