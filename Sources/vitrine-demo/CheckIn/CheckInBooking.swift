import Foundation

/// One reservation the check-in kiosk can find: what a hotel's property-management system
/// hands the front desk for today's arrivals.
struct CheckInBooking: Equatable, Sendable {
    /// The booking reference the guest has in their confirmation e-mail ("AUR-4821").
    let reference: String
    /// The name the booking was made under, as the reservation system spells it.
    let guest: String
    let roomType: String
    let room: String
    let nights: Int
    let guests: Int
    /// When the guest said they would arrive ("14:00").
    let arrival: String

    /// "2 nights · 2 guests · Deluxe King", in the interface's language.
    @MainActor var summary: String {
        "\(DemoStrings.nights(nights)) · \(DemoStrings.guests(guests)) · \(localized(roomType))"
    }

    /// What the screen reader says for the booking's row: "Sofia Rossi, booking AUR-4836,
    /// arriving 10:00, 3 nights, 2 guests, Superior Twin".
    @MainActor var spokenDescription: String {
        localized("{1}, booking {2}, arriving {3}, {4}", guest, reference, arrival,
                  summary.replacingOccurrences(of: " · ", with: DemoStrings.isArabic ? "، " : ", "))
    }
}

/// Today's arrivals, in the sections the list shows (by when the guests said they would come).
enum CheckInArrivals {
    struct Section: Sendable {
        let title: String
        let bookings: [CheckInBooking]
    }

    /// The hotel the kiosk stands in, and the day it shows.
    static let hotel = "Hotel Aurora Seoul"
    static let hotelKorean = "호텔 오로라 서울"
    static let today = "Wednesday 25 November"

    static let sections: [Section] = [
        Section(title: "Arriving this morning", bookings: [
            CheckInBooking(reference: "AUR-4821", guest: "Kim Minjun", roomType: "Deluxe King", room: "1204", nights: 2, guests: 2, arrival: "09:30"),
            CheckInBooking(reference: "AUR-4836", guest: "Sofia Rossi", roomType: "Superior Twin", room: "0815", nights: 3, guests: 2, arrival: "10:00"),
            CheckInBooking(reference: "AUR-4840", guest: "Lee Seoyeon", roomType: "Studio Suite", room: "1502", nights: 1, guests: 1, arrival: "10:45"),
            CheckInBooking(reference: "AUR-4852", guest: "James O'Connor", roomType: "Deluxe King", room: "1110", nights: 4, guests: 1, arrival: "11:15"),
            CheckInBooking(reference: "AUR-4857", guest: "Tanaka Yui", roomType: "Superior Queen", room: "0922", nights: 2, guests: 2, arrival: "11:30"),
        ]),
        Section(title: "Arriving this afternoon", bookings: [
            CheckInBooking(reference: "AUR-4863", guest: "Park Jiho", roomType: "Family Room", room: "0707", nights: 5, guests: 4, arrival: "13:00"),
            CheckInBooking(reference: "AUR-4871", guest: "Amélie Laurent", roomType: "Deluxe Twin", room: "1018", nights: 2, guests: 2, arrival: "14:00"),
            CheckInBooking(reference: "AUR-4878", guest: "Choi Yuna", roomType: "Superior Queen", room: "0931", nights: 1, guests: 1, arrival: "14:30"),
            CheckInBooking(reference: "AUR-4880", guest: "Daniel Müller", roomType: "Executive Suite", room: "1801", nights: 3, guests: 2, arrival: "15:00"),
            CheckInBooking(reference: "AUR-4889", guest: "Priya Raman", roomType: "Deluxe King", room: "1207", nights: 2, guests: 1, arrival: "15:30"),
            CheckInBooking(reference: "AUR-4893", guest: "Jung Haeun", roomType: "Studio Suite", room: "1508", nights: 6, guests: 2, arrival: "16:00"),
            CheckInBooking(reference: "AUR-4901", guest: "Lucas Almeida", roomType: "Superior Twin", room: "0819", nights: 2, guests: 2, arrival: "16:30"),
        ]),
        Section(title: "Arriving this evening", bookings: [
            CheckInBooking(reference: "AUR-4912", guest: "Emma Johansson", roomType: "Deluxe Twin", room: "1022", nights: 1, guests: 2, arrival: "18:00"),
            CheckInBooking(reference: "AUR-4918", guest: "Han Dohyun", roomType: "Executive Suite", room: "1805", nights: 2, guests: 3, arrival: "19:00"),
            CheckInBooking(reference: "AUR-4925", guest: "Olivia Brown", roomType: "Superior Queen", room: "0940", nights: 3, guests: 1, arrival: "20:30"),
            CheckInBooking(reference: "AUR-4930", guest: "Nguyen Minh Anh", roomType: "Deluxe King", room: "1215", nights: 2, guests: 2, arrival: "21:00"),
            CheckInBooking(reference: "AUR-4937", guest: "Yoon Seojun", roomType: "Family Room", room: "0712", nights: 4, guests: 3, arrival: "22:15"),
        ]),
    ]

    /// The booking with this reference (restored state names bookings by reference).
    static func booking(reference: String) -> CheckInBooking? {
        for s in sections { if let b = s.bookings.first(where: { $0.reference == reference }) { return b } }
        return nil
    }

    /// The accessibility identifier of a booking's row ("booking.AUR-4821").
    static func rowIdentifier(_ b: CheckInBooking) -> String { "booking.\(b.reference)" }
}
